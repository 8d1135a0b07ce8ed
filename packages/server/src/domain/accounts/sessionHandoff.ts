import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import { addressSubject, forgetAttempts, LIMITS, takeAttempt } from '../../auth/throttle.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { invalidField } from '../errors.ts';

/** How long a handoff code may wait to be exchanged. */
export const HANDOFF_SECONDS = 60;
export const HANDOFF_REFUSED = 'This sign-in link has expired or was already used. Please log in.';

/**
 * Issues a one-time code for the session whose token hash is given (the caller's own session). Only the
 * code's sha256 is stored; the code itself goes to the caller once.
 */
export async function issueHandoff(
  db: Db,
  input: { user: UserRow; sessionTokenHash: string; now: Date },
): Promise<{ code: string; expiresAt: Date }> {
  const session = await db.one<{ id: number }>(
    'SELECT id FROM sessions WHERE token_hash = $1 AND user_id = $2 AND expires_at > $3',
    [input.sessionTokenHash, input.user.id, input.now],
  );
  if (!session) throw invalidField('session', HANDOFF_REFUSED);
  const { token: code, hash } = newToken();
  const expiresAt = new Date(input.now.getTime() + HANDOFF_SECONDS * 1000);
  // Old codes are of no use to anyone: dropped here, so the table stays small without a timer.
  await db.query('DELETE FROM session_handoffs WHERE expires_at <= $1', [input.now]);
  await db.query(
    'INSERT INTO session_handoffs (code_hash, user_id, session_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [hash, input.user.id, session.id, input.now, expiresAt],
  );
  return { code, expiresAt };
}

/**
 * Swaps a code for a new session of the same user, ending no later than the issuing one. The code is
 * marked used in the same conditional UPDATE that checks it, so two exchanges of one code cannot both
 * succeed. A wrong, expired or used code counts against the address like a failed login.
 */
export async function exchangeHandoff(
  db: Db,
  input: { clientId: number; code: string; address: string; now: Date },
): Promise<{ token: string; user: UserRow }> {
  const attempt = await takeAttempt(db, input.now, [
    { limit: LIMITS.handoffAddress, subject: addressSubject(input.address) },
  ]);
  const { token, hash } = newToken();
  const user = await db.transaction(async (tx) => {
    const used = await tx.one<{ user_id: number; expires_at: Date }>(
      `UPDATE session_handoffs h SET used_at = $2
         FROM sessions s
        WHERE h.code_hash = $1 AND h.used_at IS NULL AND h.expires_at > $2
          AND s.id = h.session_id AND s.expires_at > $2
          AND h.user_id IN (SELECT id FROM users WHERE client_id = $3)
       RETURNING h.user_id, s.expires_at`,
      [hashToken(input.code), input.now, input.clientId],
    );
    if (!used) return null;
    await tx.query('INSERT INTO sessions (user_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
      used.user_id,
      hash,
      input.now,
      used.expires_at,
    ]);
    return tx.one<UserRow>('SELECT * FROM users WHERE id = $1', [used.user_id]);
  });
  if (!user) throw invalidField('code', HANDOFF_REFUSED);
  await forgetAttempts(db, attempt);
  return { token, user };
}
