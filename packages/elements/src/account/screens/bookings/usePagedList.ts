import type { PageMeta, QueryResult } from '@venue/core';
import { useCallback, useEffect, useState } from 'react';
import { pageInfo, type PageInfo } from './bookingView.ts';

export type PagedState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: T[]; info: PageInfo };

/**
 * One page of a server list at a time: loads page `page`, reloads on demand, and steps back a page when a
 * reload leaves the current one empty (the last booking on it was cancelled).
 */
export function usePagedList<T>(fetchPage: (page: number) => Promise<QueryResult<T[]>>, key: string) {
  const [page, setPage] = useState(1);
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<PagedState<T>>({ status: 'loading' });
  useEffect(() => setPage(1), [key]);
  useEffect(() => {
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    fetchPage(page)
      .then((result) => {
        if (!live) return;
        if (!result.ok) return setState({ status: 'error', message: result.error.message });
        if (result.data.length === 0 && page > 1) return setPage(page - 1);
        const meta: PageMeta | null = result.meta;
        setState({ status: 'ready', items: result.data, info: pageInfo(meta, page, result.data.length) });
      })
      .catch((error: unknown) => {
        if (live) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
    // fetchPage is described by `key`; a new function each render must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, key, nonce]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { state, page, setPage, reload };
}
