import type { Db } from '../../db/db.ts';
import { hashPassword } from '../../auth/password.ts';
import { assertPasswordAllowed } from '../../auth/passwordPolicy.ts';
import { accountSubject, addressSubject, LIMITS, takeAttempt } from '../../auth/throttle.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { passwordResetMail, resetPasswordLink } from '../../mail/messages.ts';
import { sendMailSafely } from '../../mail/sendMail.ts';
import { invalidField } from '../errors.ts';
import type { AccountSettings } from './accountSettings.ts';

const RESET_VALID_MINUTES = 60;

export interface ResetRequest {
  clientId: number;
  emailOrReference: string;
  address: string;
  now: Date;
}

/**
 * Mails a reset link when an account with an e-mail matches; does the same work visible to the caller
 * whether or not one does (TooManyAttempts past the limits).
 */
export async function requestPasswordReset(db: Db, settings: AccountSettings, r: ResetRequest): Promise<void> {
  // Limits mail bombing of one inbox and sweeping many accounts from one address.
  await takeAttempt(db, r.now, [
    { limit: LIMITS.resetRequestAccount, subject: accountSubject(r.clientId, r.emailOrReference) },
    { limit: LIMITS.resetRequestAddress, subject: addressSubject(r.address) },
  ]);
  const user = await db.one<{ id: number; email: string | null; first_name: string }>(
    'SELECT id, email, first_name FROM users WHERE client_id = $1 AND (lower(email) = lower($2) OR upper(reference) = upper($2))',
    [r.clientId, r.emailOrReference],
  );
  if (!user?.email) return;
  const { token, hash } = newToken();
  await db.query('INSERT INTO password_resets (user_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    user.id,
    hash,
    r.now,
    new Date(r.now.getTime() + RESET_VALID_MINUTES * 60_000),
  ]);
  // The link's origin is configured (PUBLIC_URL), never the request's Host: a forged Host must not
  // send a victim's reset token to someone else's site.
  const link = resetPasswordLink(settings.publicUrl, token);
  // Logged, not thrown: the answer must stay the same whether or not an account matched.
  await sendMailSafely(db, settings, passwordResetMail(user.email, user.first_name, link, RESET_VALID_MINUTES), r.now);
}

/** Sets a new password with a reset token; the token, every other outstanding one and every session end. */
export async function resetPassword(
  db: Db,
  r: { token: string; password: string; address: string; now: Date },
): Promise<void> {
  await takeAttempt(db, r.now, [{ limit: LIMITS.resetAddress, subject: addressSubject(r.address) }]);
  const reset = await db.one<{ id: number; user_id: number }>(
    'SELECT id, user_id FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
    [hashToken(r.token), r.now],
  );
  if (!reset) throw invalidField('token', 'This password reset token is invalid.');
  assertPasswordAllowed(r.password);
  const passwordHash = await hashPassword(r.password);
  const used = await db.transaction(async (tx) => {
    // Claimed in the same statement that checks it, so two uses of one link cannot both win.
    const claimed = await tx.one(
      'UPDATE password_resets SET used_at = $1 WHERE id = $2 AND used_at IS NULL RETURNING id',
      [r.now, reset.id],
    );
    if (!claimed) return false;
    await tx.query('UPDATE users SET password_hash = $1 WHERE id = $2', [passwordHash, reset.user_id]);
    // Every other outstanding link of the account dies with this one, and so does every session.
    await tx.query('UPDATE password_resets SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL', [
      r.now,
      reset.user_id,
    ]);
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [reset.user_id]);
    return true;
  });
  if (!used) throw invalidField('token', 'This password reset token is invalid.');
}
