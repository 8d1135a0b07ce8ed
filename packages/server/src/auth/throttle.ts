import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Db } from '../db/db.ts';

/** At most `max` attempts of `action` per subject within any `windowMs`. */
export interface Limit {
  action: 'login' | 'reset_request' | 'reset' | 'handoff';
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Account limits are tight (guessing one account's password), address limits looser (an office or a
 * school may share one address). A successful login forgets its own attempt, so only failures count.
 */
export const LIMITS = {
  loginAccount: { action: 'login', max: 5, windowMs: 15 * MINUTE },
  loginAddress: { action: 'login', max: 50, windowMs: 15 * MINUTE },
  resetRequestAccount: { action: 'reset_request', max: 3, windowMs: 60 * MINUTE },
  resetRequestAddress: { action: 'reset_request', max: 20, windowMs: 60 * MINUTE },
  resetAddress: { action: 'reset', max: 20, windowMs: 60 * MINUTE },
  /** Session handoff codes refused per address (a code is 256 random bits; this stops blind guessing at scale). */
  handoffAddress: { action: 'handoff', max: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

/** Thrown when a subject is over its limit; the route answers 429 with `Retry-After`. */
export class TooManyAttempts extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many attempts. Please wait before trying again.');
  }
}

export const accountSubject = (clientId: number, username: string) =>
  `account:${clientId}:${username.trim().toLowerCase()}`;
export const addressSubject = (address: string) => `address:${address}`;

/** The client's address: the socket's peer, or the first X-Forwarded-For entry when the proxy is trusted. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in-process has no socket.
    return 'unknown';
  }
}

/**
 * Records one attempt against every subject, or throws TooManyAttempts (recording nothing) when any
 * subject already has `max` attempts in its window. Each subject is counted and written under a
 * transaction-scoped advisory lock, so a burst of parallel requests, on any number of processes, cannot
 * slip past the limit; a rejected attempt is not kept, so hammering a locked account does not extend
 * its lock. Returns the ids of the recorded rows (see `forgetAttempts`).
 */
export async function takeAttempt(
  db: Db,
  now: Date,
  checks: Array<{ limit: Limit; subject: string }>,
): Promise<number[]> {
  const outcome = await db.transaction(async (tx) => {
    let retryAfterMs = 0;
    for (const { limit, subject } of checks) {
      // Always in the order given (account, then address), so two requests never wait on each other in a cycle.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`auth_attempts:${limit.action}:${subject}`]);
      const since = new Date(now.getTime() - limit.windowMs);
      // Attempts that left the window no longer matter; this keeps the table small without a timer.
      await tx.query('DELETE FROM auth_attempts WHERE action = $1 AND subject = $2 AND attempted_at <= $3', [
        limit.action,
        subject,
        since,
      ]);
      const rows = await tx.query<{ attempted_at: Date }>(
        'SELECT attempted_at FROM auth_attempts WHERE action = $1 AND subject = $2 ORDER BY attempted_at DESC, id DESC LIMIT $3',
        [limit.action, subject, limit.max],
      );
      if (rows.length >= limit.max) {
        // Free again when the oldest of the last `max` attempts leaves the window.
        const oldest = new Date(rows[rows.length - 1]!.attempted_at).getTime();
        retryAfterMs = Math.max(retryAfterMs, oldest + limit.windowMs - now.getTime());
      }
    }
    if (retryAfterMs > 0) return { retryAfterMs, ids: [] as number[] };
    const ids: number[] = [];
    for (const { limit, subject } of checks) {
      const row = await tx.one<{ id: number }>(
        'INSERT INTO auth_attempts (action, subject, attempted_at) VALUES ($1, $2, $3) RETURNING id',
        [limit.action, subject, now],
      );
      ids.push(Number(row!.id));
    }
    return { retryAfterMs: 0, ids };
  });
  if (outcome.retryAfterMs > 0) throw new TooManyAttempts(Math.max(1, Math.ceil(outcome.retryAfterMs / 1000)));
  return outcome.ids;
}

/** Drops recorded attempts (a successful login is not a failure to count). */
export async function forgetAttempts(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.query('DELETE FROM auth_attempts WHERE id = ANY($1::bigint[])', [ids]);
}
