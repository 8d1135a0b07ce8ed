import type { Db } from '../db/db.ts';
import { conflict, HttpError, unprocessable } from '../http/errors.ts';
import { domainErrorToHttp } from '../http/domainErrors.ts';
import { DomainError } from '../domain/errors.ts';
import {
  decideIdempotency,
  IDEMPOTENCY_IN_PROGRESS,
  IDEMPOTENCY_MISMATCH,
  requestHash,
  validIdempotencyKey,
} from './idempotency.ts';

export interface IdempotentAnswer {
  status: number;
  body: unknown;
  replayed: boolean;
}

/** Answers worth replaying: success, a decline and a validation failure. Others may succeed on retry. */
const STORED = (status: number) => (status >= 200 && status < 300) || status === 402 || status === 422;

/**
 * Runs `work` at most once per (scope, Idempotency-Key). The claim is an INSERT ... ON CONFLICT DO
 * NOTHING, so two processes racing on one key cannot both run it; the answer is stored in the
 * database and replayed to every repeat. Without a key the work runs as is (the cart-level guards
 * still stop a second charge).
 */
export async function idempotent(
  db: Db,
  args: { scope: string; key: string | undefined; body: unknown; now: Date },
  work: () => Promise<{ status: number; body: unknown }>,
): Promise<IdempotentAnswer> {
  if (args.key === undefined || args.key === '') return { ...(await captured(work)), replayed: false };
  if (!validIdempotencyKey(args.key))
    throw unprocessable({ 'Idempotency-Key': ['The Idempotency-Key must be 8 to 100 letters, digits or -_:.'] });
  const hash = requestHash(args.scope, args.body);
  const claimed = await db.query(
    `INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING key`,
    [args.scope, args.key, hash, args.now],
  );
  if (claimed.length === 0) {
    const row = await db.one<{ request_hash: string; status_code: number | null; response: unknown; created_at: Date }>(
      'SELECT request_hash, status_code, response, created_at FROM idempotency_keys WHERE scope = $1 AND key = $2',
      [args.scope, args.key],
    );
    const decision = decideIdempotency(
      row
        ? {
            requestHash: row.request_hash,
            state: row.status_code === null ? 'in_progress' : 'completed',
            responseStatus: row.status_code,
            responseBody: row.response,
            updatedAt: new Date(row.created_at),
          }
        : null,
      hash,
      args.now,
    );
    switch (decision.kind) {
      case 'replay':
        return { status: decision.status, body: decision.body, replayed: true };
      case 'mismatch':
        throw unprocessable({ 'Idempotency-Key': [IDEMPOTENCY_MISMATCH] }, IDEMPOTENCY_MISMATCH);
      case 'in_progress':
        throw conflict(IDEMPOTENCY_IN_PROGRESS);
      case 'proceed':
      case 'take_over': {
        const taken = await db.query(
          `UPDATE idempotency_keys SET created_at = $3 WHERE scope = $1 AND key = $2 AND status_code IS NULL AND created_at = $4 RETURNING key`,
          [args.scope, args.key, args.now, row?.created_at ?? null],
        );
        if (taken.length === 0) throw conflict(IDEMPOTENCY_IN_PROGRESS);
        break;
      }
      default:
        decision satisfies never;
    }
  }
  const answer = await captured(work).catch(async (e) => {
    await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND status_code IS NULL', [
      args.scope,
      args.key,
    ]);
    throw e;
  });
  if (STORED(answer.status)) {
    await db.query('UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE scope = $1 AND key = $2', [
      args.scope,
      args.key,
      answer.status,
      JSON.stringify(answer.body),
    ]);
  } else {
    await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND status_code IS NULL', [
      args.scope,
      args.key,
    ]);
  }
  return { ...answer, replayed: false };
}

/** Refusals (HttpError or DomainError) become answers so a decline (402) or a 422 is stored and replayed like a
 * success. */
async function captured(
  work: () => Promise<{ status: number; body: unknown }>,
): Promise<{ status: number; body: unknown }> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof HttpError) return { status: e.status, body: e.body };
    if (e instanceof DomainError) {
      const { error } = domainErrorToHttp(e);
      return { status: error.status, body: error.body };
    }
    throw e;
  }
}
