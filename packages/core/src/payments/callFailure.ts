import { PaymentFlowError } from './failures.ts';
import { PAYMENT_MESSAGES } from './messages.ts';

// Read only once a call has failed: the checkout's first screen imports this when prepare fails, and Pay's own
// code (the checkout-pay chunk, where this module lives) when authorise, 3-D Secure or completion does.

/** What a failed call told us, whatever shape the HTTP layer threw it in. */
export interface CallFailure {
  status: number | null;
  message: string | null;
  errors: Record<string, string[]> | null;
  body: Record<string, unknown> | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readErrors(value: unknown): Record<string, string[]> | null {
  if (!isRecord(value)) return null;
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    out[key] = list.filter((m): m is string => typeof m === 'string');
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * Reads status, server message and field errors from an error thrown by the API client
 * (an ofetch FetchError carries `status` and `data`; core's ApiError carries `status`, `message`,
 * `errors` and `data`). The HTTP layer's own message ("[POST] ...: 402") is never shown.
 */
export function readCallFailure(error: unknown): CallFailure {
  if (error instanceof PaymentFlowError) return { status: null, message: error.message, errors: null, body: null };
  if (!isRecord(error)) return { status: null, message: null, errors: null, body: null };
  const response = isRecord(error.response) ? error.response : null;
  const rawStatus = error.status ?? error.statusCode ?? response?.status;
  const status = typeof rawStatus === 'number' ? rawStatus : null;
  const body = [error.data, error.body, response?._data].find(isRecord) ?? null;
  const serverMessage =
    (typeof body?.message === 'string' && body.message) ||
    (typeof error.serverMessage === 'string' && error.serverMessage) ||
    null;
  const errors = readErrors(error.errors) ?? readErrors(body?.errors);
  return { status, message: serverMessage, errors, body };
}

/** A 403 on prepare that says paid booking is switched off (flows §6). */
export function isPaidBookingDisabled(failure: CallFailure): boolean {
  const flag = failure.body?.paid_booking_disabled ?? failure.body?.paidBookingDisabled;
  return failure.status === 403 && flag === true;
}

export function prepareFailureMessage(failure: CallFailure): string {
  return failure.message ?? PAYMENT_MESSAGES.preparationFailed;
}
