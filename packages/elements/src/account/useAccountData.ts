import { isApiError, t, type QueryResult } from '@venue/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export type AccountData<T> =
  | { status: 'loading'; data: null; error: null; retry(): void }
  | { status: 'error'; data: null; error: string; retry(): void }
  | { status: 'ready'; data: T; error: null; retry(): void };

export type FieldErrors = Partial<Record<string, string>>;

/** The catalogue's text for a failed load: the server's message, else the status's. */
export function loadErrorText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return t('common:serverError');
}

/**
 * Runs a query on mount (and when `key` changes), with loading, error and ready states and a retry.
 * An answer that arrives after the screen moved on is dropped.
 */
export function useAccountData<T>(load: () => Promise<QueryResult<T>>, key: unknown = null): AccountData<T> {
  const [state, setState] = useState<{ status: 'loading' | 'error' | 'ready'; data: T | null; error: string | null }>({
    status: 'loading',
    data: null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let live = true;
    setState({ status: 'loading', data: null, error: null });
    loadRef.current().then(
      (answer) => {
        if (!live) return;
        if (answer.ok) setState({ status: 'ready', data: answer.data, error: null });
        else setState({ status: 'error', data: null, error: loadErrorText(answer.error) });
      },
      (error: unknown) => live && setState({ status: 'error', data: null, error: loadErrorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry } as AccountData<T>;
}

/** A 422's messages per field (the first of each), everything else as one message. */
export function serverErrors(error: unknown): { fields: FieldErrors; message: string | null } {
  if (isApiError(error) && error.status === 422 && Object.keys(error.errors).length > 0) {
    const fields: FieldErrors = {};
    for (const [key, messages] of Object.entries(error.errors)) fields[key] = messages[0];
    return { fields, message: null };
  }
  return { fields: {}, message: loadErrorText(error) };
}
