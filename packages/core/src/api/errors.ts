import { commonCore } from '../messages/commonCore.ts';

/** Validation messages keyed by field path, as the server sends them on 422 ('data.items.0.quantity': [...]). */
export type FieldErrors = Record<string, string[]>;

/**
 * Every failed call becomes one of these. `message` is the server's message when it sent one,
 * otherwise the catalogue text for the status (flows §8). `status` is 0 when no answer arrived.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: FieldErrors;
  /** The error body, camelCased (e.g. `body.paidBookingDisabled`); `errors` keeps the server's keys. */
  readonly body: Record<string, unknown> | null;
  /** The server's own message, if it sent one. */
  readonly serverMessage: string | null;

  constructor(init: {
    status: number;
    message?: string | null;
    errors?: FieldErrors | null;
    body?: Record<string, unknown> | null;
  }) {
    const serverMessage = typeof init.message === 'string' && init.message.trim() !== '' ? init.message : null;
    super(serverMessage ?? statusMessage(init.status));
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.body = init.body ?? null;
    this.serverMessage = serverMessage;
  }

  /** All validation messages in field order, flattened. */
  get messages(): string[] {
    return Object.values(this.errors).flat();
  }
}

/** Status to catalogue text: 404, 403, and everything else (flows §8, contracts §8). */
export function statusMessage(status: number): string {
  if (status === 404) return commonCore.notFound;
  if (status === 403) return commonCore.unauthorised;
  return commonCore.serverError;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads a server message from any error (for the login failure and similar fallbacks). */
export function serverMessageOf(error: unknown): string | null {
  return isApiError(error) ? error.serverMessage : null;
}
