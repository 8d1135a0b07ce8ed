/**
 * What domain code throws when a rule refuses a request. Domain code knows the rule, not HTTP: the one
 * `onError` in `app.ts` (through `http/domainErrors.ts`) turns each kind into a status and the spec's body.
 */
export type DomainErrorKind =
  | 'not_found' // the thing asked for does not exist, or is not the caller's to see
  | 'forbidden' // the caller may not do this
  | 'unauthenticated' // nobody is logged in
  | 'invalid' // input breaks a rule: errors keyed by the field path as sent
  | 'rejected' // the request is well formed but refused as a whole (e.g. an expired code)
  | 'conflict' // the state changed under the caller (a full class, a basket being paid)
  | 'payment_declined' // the card provider said no
  | 'rate_limited' // too many attempts; retryAfterSeconds says when to come back
  | 'unavailable'; // the service is switched off (maintenance)

export interface DomainErrorDetails {
  /** For 'invalid': messages per field path, e.g. `{ 'data.items.0.quantity': ['Must be 1'] }`. */
  errors?: Record<string, string[]>;
  /** For 'rate_limited'. */
  retryAfterSeconds?: number;
  /** Extra fields the contract puts beside `message` (e.g. `paid_booking_disabled`). */
  extra?: Record<string, unknown>;
}

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The server's own texts for the generic refusals (contracts §8). */
export const DOMAIN_MESSAGES = {
  notFound: 'Unable to complete request, item not found.',
  forbidden: 'Unauthorised.',
  unauthenticated: 'Unauthenticated.',
} as const;

export const notFoundError = (message: string = DOMAIN_MESSAGES.notFound) => new DomainError('not_found', message);
export const forbiddenError = (message: string = DOMAIN_MESSAGES.forbidden, extra?: Record<string, unknown>) =>
  new DomainError('forbidden', message, extra ? { extra } : {});
export const conflictError = (message: string) => new DomainError('conflict', message);
export const rejectedError = (message: string) => new DomainError('rejected', message);

/** A refusal of named fields; the message names the first one, as the 422 body's `message` does. */
export function invalidError(errors: Record<string, string[]>, message?: string): DomainError {
  const keys = Object.keys(errors);
  const first = keys[0] ? `${keys[0]}: ${errors[keys[0]]?.[0] ?? 'is invalid'}` : 'The given data was invalid.';
  const more = keys.length > 1 ? ` (and ${keys.length - 1} more error${keys.length > 2 ? 's' : ''})` : '';
  return new DomainError('invalid', message ?? `${first}${more}`, { errors });
}

/** One field refused. */
export const invalidField = (field: string, message: string) => invalidError({ [field]: [message] });
