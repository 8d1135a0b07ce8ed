import type { DomainError, DomainErrorKind } from '../domain/errors.ts';
import { HttpError } from './errors.ts';

const STATUS: Record<DomainErrorKind, number> = {
  not_found: 404,
  forbidden: 403,
  unauthenticated: 401,
  invalid: 422,
  rejected: 400,
  conflict: 409,
  payment_declined: 402,
  rate_limited: 429,
  unavailable: 503,
};

/** The one place a domain refusal becomes an HTTP status, body and headers. */
export function domainErrorToHttp(err: DomainError): { error: HttpError; headers: Record<string, string> } {
  const { errors, extra, retryAfterSeconds } = err.details;
  const body = { message: err.message, ...(errors ? { errors } : {}), ...(extra ?? {}) };
  const headers: Record<string, string> =
    err.kind === 'rate_limited' && retryAfterSeconds !== undefined ? { 'Retry-After': String(retryAfterSeconds) } : {};
  return { error: new HttpError(STATUS[err.kind], body), headers };
}
