import { z } from 'zod';
import type { Context } from 'hono';
import {
  changePasswordBody,
  forgottenPasswordBody,
  loginBody,
  loginResponse,
  registerBody,
  registerQuery,
  resetPasswordBody,
  sessionUser,
} from '@venue/core/contract/auth.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { assertPasswordAllowed } from '../auth/passwordPolicy.ts';
import { createSession, destroySession, requireUser, type UserRow } from '../auth/session.ts';
import { accountSubject, addressSubject, clientAddress, forgetAttempts, LIMITS, takeAttempt, TooManyAttempts } from '../auth/throttle.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { nextReference, sessionUserView } from '../auth/user-view.ts';
import { venueBySlug } from '../db/venues.ts';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { invalid, unprocessable } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import { passwordResetMail, resetPasswordLink, welcomeMail } from '../mail/messages.ts';
import { sendMailSafely } from '../mail/sendMail.ts';

const FAILED_LOGIN = 'These credentials do not match our records.';
const RESET_SENT = 'If an account matches the details given, we have sent a password reset link to its e-mail address.';
const message = z.object({ message: z.string() });
const RESET_VALID_MINUTES = 60;

/** 429 with Retry-After (seconds) when an account or address is over its attempt limit. */
async function throttled(c: Context, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof TooManyAttempts)) throw err;
    return c.json({ message: err.message }, 429, { 'Retry-After': String(err.retryAfterSeconds) });
  }
}

export default function register(app: App) {
  route(
    app,
    { method: 'post', path: '/api/auth/customer/login', summary: 'Log in with e-mail or customer reference', tags: ['auth'], body: loginBody, response: loginResponse },
    (c, { body }) => throttled(c, async () => {
      const { db, now, config } = c.var.deps;
      const client = await currentClient(c);
      // Counted before the (deliberately slow) hash, so a locked account or address costs no scrypt.
      // Keyed by what was typed, known or not, so a 429 reveals nothing about which accounts exist.
      const attempt = await takeAttempt(db, now(), [
        { limit: LIMITS.loginAccount, subject: accountSubject(client.id, body.username) },
        { limit: LIMITS.loginAddress, subject: addressSubject(clientAddress(c, config.trustProxy)) },
      ]);
      const user = await db.one<UserRow>(
        'SELECT * FROM users WHERE client_id = $1 AND (lower(email) = lower($2) OR upper(reference) = upper($2))',
        [client.id, body.username],
      );
      // Verify against a dummy hash when no user matches, so timing does not reveal which e-mails exist.
      const okPw = await verifyPassword(body.password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !user.password_hash || !okPw) throw unprocessable({ username: [FAILED_LOGIN] }, FAILED_LOGIN);
      await forgetAttempts(db, attempt);
      const token = await createSession(db, user.id, now(), config.sessionDays);
      return ok(c, { token, user: await sessionUserView(db, user, client.currency) });
    }),
  );

  route(app, { method: 'post', path: '/api/auth/logout', summary: 'End the current session', tags: ['auth'], response: message }, async (c) => {
    await destroySession(c);
    return ok(c, { message: 'Logged out.' });
  });

  route(app, { method: 'get', path: '/api/auth/user', summary: 'The logged-in user (session view)', tags: ['auth'], auth: 'user', response: sessionUser }, async (c) => {
    const user = await requireUser(c);
    const client = await currentClient(c);
    return ok(c, await sessionUserView(c.var.deps.db, user, client.currency));
  });

  route(
    app,
    { method: 'post', path: '/api/auth/customer/forgotten-password', summary: 'Request a password reset (always answers the same)', tags: ['auth'], body: forgottenPasswordBody, response: message },
    (c, { body }) => throttled(c, async () => {
      const { db, now, config } = c.var.deps;
      const client = await currentClient(c);
      // Limits mail bombing of one inbox and sweeping many accounts from one address.
      await takeAttempt(db, now(), [
        { limit: LIMITS.resetRequestAccount, subject: accountSubject(client.id, body.email_or_reference) },
        { limit: LIMITS.resetRequestAddress, subject: addressSubject(clientAddress(c, config.trustProxy)) },
      ]);
      const user = await db.one<{ id: number; email: string | null; first_name: string }>(
        'SELECT id, email, first_name FROM users WHERE client_id = $1 AND (lower(email) = lower($2) OR upper(reference) = upper($2))',
        [client.id, body.email_or_reference],
      );
      if (user?.email) {
        const { token, hash } = newToken();
        await db.query('INSERT INTO password_resets (user_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
          user.id,
          hash,
          now(),
          new Date(now().getTime() + RESET_VALID_MINUTES * 60_000),
        ]);
        // The link's origin is configured (PUBLIC_URL), never the request's Host: a forged Host must not
        // send a victim's reset token to someone else's site.
        const link = resetPasswordLink(config.publicUrl, token);
        // Logged, not thrown: the answer must stay the same whether or not an account matched.
        await sendMailSafely(db, config, passwordResetMail(user.email, user.first_name, link, RESET_VALID_MINUTES), now());
      }
      return ok(c, { message: RESET_SENT });
    }),
  );

  route(
    app,
    { method: 'post', path: '/api/auth/customer/reset-password', summary: 'Set a new password with a reset token', tags: ['auth'], body: resetPasswordBody, response: message },
    (c, { body }) => throttled(c, async () => {
      const { db, now, config } = c.var.deps;
      await takeAttempt(db, now(), [{ limit: LIMITS.resetAddress, subject: addressSubject(clientAddress(c, config.trustProxy)) }]);
      const reset = await db.one<{ id: number; user_id: number }>(
        'SELECT id, user_id FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
        [hashToken(body.token), now()],
      );
      if (!reset) throw invalid('token', 'This password reset token is invalid.');
      assertPasswordAllowed(body.password);
      const passwordHash = await hashPassword(body.password);
      const used = await db.transaction(async (tx) => {
        // Claimed in the same statement that checks it, so two uses of one link cannot both win.
        const claimed = await tx.one('UPDATE password_resets SET used_at = $1 WHERE id = $2 AND used_at IS NULL RETURNING id', [now(), reset.id]);
        if (!claimed) return false;
        await tx.query('UPDATE users SET password_hash = $1 WHERE id = $2', [passwordHash, reset.user_id]);
        // Every other outstanding link of the account dies with this one, and so does every session.
        await tx.query('UPDATE password_resets SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL', [now(), reset.user_id]);
        await tx.query('DELETE FROM sessions WHERE user_id = $1', [reset.user_id]);
        return true;
      });
      if (!used) throw invalid('token', 'This password reset token is invalid.');
      return ok(c, { message: 'Your password has been reset.' });
    }),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/auth/customer/register',
      summary: 'Create a customer account and log in',
      tags: ['auth'],
      query: registerQuery,
      body: registerBody,
      response: loginResponse,
      status: 201,
    },
    async (c, { query, body }) => {
      const { db, now, config } = c.var.deps;
      const client = await currentClient(c);
      if (body.client_id !== undefined && body.client_id !== client.id) throw invalid('client_id', 'The selected client id is invalid.');
      const taken = await db.one('SELECT 1 FROM users WHERE client_id = $1 AND lower(email) = lower($2)', [client.id, body.email]);
      if (taken) throw invalid('email', 'The email has already been taken.');
      let homeVenueId: number | null = null;
      if (body.home_venue_slug) {
        const v = await venueBySlug(db, client.id, body.home_venue_slug);
        if (!v) throw invalid('home_venue_slug', 'The selected home venue slug is invalid.');
        homeVenueId = v.id;
      }
      assertPasswordAllowed(body.password);
      const passwordHash = await hashPassword(body.password);
      const user = await db.transaction(async (tx) => {
        const reference = await nextReference(tx);
        return (await tx.one<UserRow>(
          `INSERT INTO users (client_id, reference, email, password_hash, first_name, last_name, title, phone, date_of_birth, gender,
                              address1, address2, town, area, country, postcode, home_venue_id, onboarding_type, source,
                              marketing_email, marketing_sms, marketing_phone, marketing_post)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23) RETURNING *`,
          [
            client.id, reference, body.email, passwordHash, body.first_name, body.last_name, body.title ?? null, body.phone ?? null,
            body.date_of_birth ?? null, body.gender ?? null, body.address1 ?? null, body.address2 ?? null, body.town ?? null,
            body.area ?? null, body.country ?? null, body.postcode ?? null, homeVenueId, query.onboarding_type, body.source,
            body.marketing_email ?? false, body.marketing_sms ?? false, body.marketing_phone ?? false, body.marketing_post ?? false,
          ],
        ))!;
      });
      if (user.email) await sendMailSafely(db, config, welcomeMail(user.email, user.first_name, user.reference, config.publicUrl), now());
      const token = await createSession(db, user.id, now(), config.sessionDays);
      return ok(c, { token, user: await sessionUserView(db, user, client.currency) }, { status: 201 });
    },
  );

  route(
    app,
    { method: 'post', path: '/api/auth/customer/change-password', summary: 'Change the password (other sessions end)', tags: ['auth'], auth: 'user', body: changePasswordBody, response: message },
    (c, { body }) => throttled(c, async () => {
      const { db, now, config } = c.var.deps;
      const user = await requireUser(c);
      // A stolen session must not turn into password guessing: the same limits as logging in.
      const attempt = await takeAttempt(db, now(), [
        { limit: LIMITS.loginAccount, subject: accountSubject(user.client_id, user.email ?? user.reference) },
        { limit: LIMITS.loginAddress, subject: addressSubject(clientAddress(c, config.trustProxy)) },
      ]);
      if (!(await verifyPassword(body.current_password, user.password_hash))) throw invalid('current_password', 'The current password is incorrect.');
      await forgetAttempts(db, attempt);
      assertPasswordAllowed(body.password);
      const passwordHash = await hashPassword(body.password);
      const keep = c.get('auth').tokenHash;
      await db.transaction(async (tx) => {
        await tx.query('UPDATE users SET password_hash = $1 WHERE id = $2', [passwordHash, user.id]);
        await tx.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash IS DISTINCT FROM $2::text', [user.id, keep]);
      });
      return ok(c, { message: 'Your password has been changed.' });
    }),
  );
}

// scrypt hash of a random string: used only to spend the same time when the username is unknown.
const DUMMY_HASH =
  'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$8mKzL1nq0p3C0sVJq9l7m3m2Qkq0v2q3YkYb2pW3H7b6lTqY1W9oD0Yb5y2a8dE3x0Gk7r1mV6cQp0sT2uN4gA==';
