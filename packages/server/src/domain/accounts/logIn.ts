import type { z } from 'zod';
import type { changePasswordBody } from '@venue/core/contract';
import type { Db } from '../../db/db.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { assertPasswordAllowed } from '../../auth/passwordPolicy.ts';
import { createSession, type UserRow } from '../../auth/session.ts';
import { accountSubject, addressSubject, forgetAttempts, LIMITS, takeAttempt } from '../../auth/throttle.ts';
import { invalidError, invalidField } from '../errors.ts';

const FAILED_LOGIN = 'These credentials do not match our records.';

// scrypt hash of a random string: used only to spend the same time when the username is unknown.
const DUMMY_HASH =
  'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$8mKzL1nq0p3C0sVJq9l7m3m2Qkq0v2q3YkYb2pW3H7b6lTqY1W9oD0Yb5y2a8dE3x0Gk7r1mV6cQp0sT2uN4gA==';

export interface LogInInput {
  clientId: number;
  /** E-mail or customer reference, as typed. */
  username: string;
  password: string;
  /** The caller's network address, for the per-address attempt limit. */
  address: string;
  now: Date;
  sessionDays: number;
}

/** Checks the credentials under the attempt limits (TooManyAttempts past them) and opens a session. */
export async function logIn(db: Db, input: LogInInput): Promise<{ token: string; user: UserRow }> {
  // Counted before the (deliberately slow) hash, so a locked account or address costs no scrypt.
  // Keyed by what was typed, known or not, so a 429 reveals nothing about which accounts exist.
  const attempt = await takeAttempt(db, input.now, [
    { limit: LIMITS.loginAccount, subject: accountSubject(input.clientId, input.username) },
    { limit: LIMITS.loginAddress, subject: addressSubject(input.address) },
  ]);
  const user = await db.one<UserRow>(
    'SELECT * FROM users WHERE client_id = $1 AND (lower(email) = lower($2) OR upper(reference) = upper($2))',
    [input.clientId, input.username],
  );
  // Verify against a dummy hash when no user matches, so timing does not reveal which e-mails exist.
  const okPw = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !user.password_hash || !okPw) throw invalidError({ username: [FAILED_LOGIN] }, FAILED_LOGIN);
  await forgetAttempts(db, attempt);
  const token = await createSession(db, user.id, input.now, input.sessionDays);
  return { token, user };
}

export interface PasswordChange {
  user: UserRow;
  body: z.output<typeof changePasswordBody>;
  address: string;
  /** The session making the change, which stays open; every other one ends. */
  keepSessionHash: string | null | undefined;
  now: Date;
}

/** Changes the password after checking the current one, under the same attempt limits as logging in. */
export async function changePassword(db: Db, p: PasswordChange): Promise<void> {
  const { user } = p;
  // A stolen session must not turn into password guessing: the same limits as logging in.
  const attempt = await takeAttempt(db, p.now, [
    { limit: LIMITS.loginAccount, subject: accountSubject(user.client_id, user.email ?? user.reference) },
    { limit: LIMITS.loginAddress, subject: addressSubject(p.address) },
  ]);
  if (!(await verifyPassword(p.body.current_password, user.password_hash)))
    throw invalidField('current_password', 'The current password is incorrect.');
  await forgetAttempts(db, attempt);
  assertPasswordAllowed(p.body.password);
  const passwordHash = await hashPassword(p.body.password);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $1 WHERE id = $2', [passwordHash, user.id]);
    await tx.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash IS DISTINCT FROM $2::text', [
      user.id,
      p.keepSessionHash,
    ]);
  });
}
