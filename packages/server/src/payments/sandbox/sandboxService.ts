import { hasControlCharacters } from '@venue/core/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import { checkCardDetails, cardTypeOf, digitsOnly, type CardDetails, type CardFieldError } from './cardChecks.ts';
import { outcomeForCard } from './testCards.ts';

/** Opayo merchant session keys live 400 seconds. */
export const SESSION_KEY_TTL_MS = 400_000;
export const SESSION_KEY_MAX_USES = 3;

export interface SessionKeyRow {
  key: string;
  client_id: number;
  user_id: number | null;
  created_at: Date;
  expires_at: Date;
  uses: number;
}

export async function createMerchantSessionKey(db: Db, clientId: number, userId: number | null, now: Date) {
  const key = randomUUID().toUpperCase();
  const expiresAt = new Date(now.getTime() + SESSION_KEY_TTL_MS);
  await db.query(
    'INSERT INTO merchant_session_keys (key, client_id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [key, clientId, userId, now, expiresAt],
  );
  return { merchantSessionKey: key, expiry: expiresAt };
}

export async function liveSessionKey(db: Db, key: string | undefined | null, now: Date): Promise<SessionKeyRow | null> {
  // NUL cannot reach PostgreSQL text; no stored key has control characters anyway.
  if (!key || hasControlCharacters(key)) return null;
  const row = await db.one<SessionKeyRow>('SELECT * FROM merchant_session_keys WHERE key = $1', [key]);
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return null;
  return row;
}

export type CardIdentifierResult =
  | { ok: true; cardIdentifier: string; expiry: Date; cardType: string }
  | { ok: false; status: 401 | 422; errors: CardFieldError[] };

/**
 * Tokenises card details: validates them, keeps only the type, the last four digits, the expiry and
 * the sandbox outcome, and hands back an opaque identifier. The number itself is never stored.
 */
export async function createCardIdentifier(
  db: Db,
  key: string | null,
  details: Partial<CardDetails>,
  now: Date,
): Promise<CardIdentifierResult> {
  const session = await liveSessionKey(db, key, now);
  if (!session)
    return {
      ok: false,
      status: 401,
      errors: [{ property: '', clientMessage: 'Your card session has expired, please try again.', code: '1002' }],
    };
  const used = await db.query(
    'UPDATE merchant_session_keys SET uses = uses + 1 WHERE key = $1 AND uses < $2 RETURNING key',
    [session.key, SESSION_KEY_MAX_USES],
  );
  if (used.length === 0)
    return {
      ok: false,
      status: 401,
      errors: [{ property: '', clientMessage: 'Your card session has expired, please try again.', code: '1002' }],
    };
  const errors = checkCardDetails(details, now);
  if (errors.length) return { ok: false, status: 422, errors };
  const digits = digitsOnly(details.cardNumber ?? '');
  const outcome = outcomeForCard(digits);
  const id = randomUUID().toUpperCase();
  const stored = outcome.kind === 'declined' ? (outcome.message ? 'insufficient_funds' : 'declined') : outcome.kind;
  await db.query(
    'INSERT INTO card_identifiers (id, session_key, card_type, last4, expiry, outcome, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [id, session.key, cardTypeOf(digits), digits.slice(-4), details.expiryDate, stored, now],
  );
  return { ok: true, cardIdentifier: id, expiry: new Date(session.expires_at), cardType: cardTypeOf(digits) };
}

export interface CardIdentifierRow {
  id: string;
  session_key: string;
  card_type: string;
  last4: string;
  expiry: string;
  outcome: 'authorised' | 'challenge' | 'declined' | 'insufficient_funds';
}

export async function findCardIdentifier(
  db: Db,
  id: string,
  sessionKey: string,
): Promise<CardIdentifierRow | undefined> {
  return db.one<CardIdentifierRow>('SELECT * FROM card_identifiers WHERE id = $1 AND session_key = $2', [
    id,
    sessionKey,
  ]);
}

/** The cres the challenge page hands the parent: random, stored with the outcome the customer chose. */
export function newCres(): string {
  return randomBytes(24).toString('base64url');
}
