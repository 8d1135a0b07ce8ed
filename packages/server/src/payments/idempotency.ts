import { createHash } from 'node:crypto';

/**
 * Idempotency-Key semantics for authorise and complete (conventions §5): the first request with
 * a key does the work; a repeat with the same key and the same body gets the first answer back
 * and never charges again; the same key with a different body is a client bug (422); a repeat
 * that arrives while the first is still running gets 409 so the client retries later.
 * The records live in the database so every server process sees them; this module is the
 * decision, kept pure so the rules are tested without a database.
 */
export interface StoredIdempotency {
  requestHash: string;
  state: 'in_progress' | 'completed';
  responseStatus: number | null;
  responseBody: unknown;
  updatedAt: Date;
}

export type IdempotencyDecision =
  | { kind: 'proceed' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'mismatch' }
  | { kind: 'in_progress' }
  | { kind: 'take_over' };

/** A process that crashed mid-request leaves a claim behind; after this long another may take it. */
export const STALE_CLAIM_MS = 60_000;

export const IDEMPOTENCY_MISMATCH = 'This Idempotency-Key was already used with a different request.';
export const IDEMPOTENCY_IN_PROGRESS = 'A request with this Idempotency-Key is still being processed.';

export function decideIdempotency(
  existing: StoredIdempotency | null,
  requestHash: string,
  now: Date,
): IdempotencyDecision {
  if (!existing) return { kind: 'proceed' };
  if (existing.requestHash !== requestHash) return { kind: 'mismatch' };
  if (existing.state === 'completed')
    return { kind: 'replay', status: existing.responseStatus ?? 200, body: existing.responseBody };
  return now.getTime() - existing.updatedAt.getTime() > STALE_CLAIM_MS
    ? { kind: 'take_over' }
    : { kind: 'in_progress' };
}

/** JSON with object keys sorted, so two bodies that differ only in key order hash the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(scope: string, body: unknown): string {
  return createHash('sha256').update(scope).update('\n').update(canonicalJson(body)).digest('hex');
}

/** Keys are opaque to us but bounded, so a client cannot store megabytes per request. */
export function validIdempotencyKey(key: string | undefined | null): key is string {
  return typeof key === 'string' && /^[A-Za-z0-9_\-:.]{8,100}$/.test(key);
}
