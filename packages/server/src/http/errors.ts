/** An error that becomes a response in the spec's shapes (contracts §8); thrown from anywhere in a handler. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string; errors?: Record<string, string[]>; [k: string]: unknown },
  ) {
    super(body.message);
  }
}

export const MESSAGES = {
  notFound: 'Unable to complete request, item not found.',
  forbidden: 'Unauthorised.',
  unauthenticated: 'Unauthenticated.',
  serverError: 'Something has gone wrong, please try again.',
  maintenance: 'Service disruption. Unable to access the site due to planned maintenance.',
} as const;

export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, { message });
export const forbidden = (message: string = MESSAGES.forbidden, extra: Record<string, unknown> = {}) =>
  new HttpError(403, { message, ...extra });
export const unauthenticated = () => new HttpError(401, { message: MESSAGES.unauthenticated });
export const badRequest = (message: string) => new HttpError(400, { message });
export const conflict = (message: string) => new HttpError(409, { message });

/** 422 with errors keyed by the snake_case field path as sent; message names the first failure. */
export function unprocessable(errors: Record<string, string[]>, message?: string): HttpError {
  const keys = Object.keys(errors);
  const first = keys[0] ? `${keys[0]}: ${errors[keys[0]]?.[0] ?? 'is invalid'}` : 'The given data was invalid.';
  const more = keys.length > 1 ? ` (and ${keys.length - 1} more error${keys.length > 2 ? 's' : ''})` : '';
  return new HttpError(422, { message: message ?? `${first}${more}`, errors });
}

/** Shorthand for a single-field 422. */
export const invalid = (field: string, message: string) => unprocessable({ [field]: [message] });
