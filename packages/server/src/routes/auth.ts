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
} from '@venue/core/contract';
import { destroySession, requireUser } from '../auth/session.ts';
import { clientAddress, TooManyAttempts } from '../auth/throttle.ts';
import { sessionUserView } from '../auth/user-view.ts';
import { changePassword, logIn } from '../domain/accounts/logIn.ts';
import { requestPasswordReset, resetPassword } from '../domain/accounts/passwordReset.ts';
import { registerCustomer } from '../domain/accounts/registerCustomer.ts';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';

const RESET_SENT = 'If an account matches the details given, we have sent a password reset link to its e-mail address.';
const message = z.object({ message: z.string() });

/** 429 with Retry-After (seconds) when an account or address is over its attempt limit. */
export async function throttled(c: Context, run: () => Promise<Response>): Promise<Response> {
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
    {
      method: 'post',
      path: '/api/auth/customer/login',
      summary: 'Log in with e-mail or customer reference',
      tags: ['auth'],
      body: loginBody,
      response: loginResponse,
    },
    (c, { body }) =>
      throttled(c, async () => {
        const { db, now, config } = c.get('deps');
        const client = await currentClient(c);
        const { token, user } = await logIn(db, {
          clientId: client.id,
          username: body.username,
          password: body.password,
          address: clientAddress(c, config.trustProxy),
          now: now(),
          sessionDays: config.sessionDays,
        });
        return ok(c, { token, user: await sessionUserView(db, user, client.currency) });
      }),
  );

  route(
    app,
    { method: 'post', path: '/api/auth/logout', summary: 'End the current session', tags: ['auth'], response: message },
    async (c) => {
      await destroySession(c);
      return ok(c, { message: 'Logged out.' });
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/auth/user',
      summary: 'The logged-in user (session view)',
      tags: ['auth'],
      auth: 'user',
      response: sessionUser,
    },
    async (c) => {
      const user = await requireUser(c);
      const client = await currentClient(c);
      return ok(c, await sessionUserView(c.get('deps').db, user, client.currency));
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/auth/customer/forgotten-password',
      summary: 'Request a password reset (always answers the same)',
      tags: ['auth'],
      body: forgottenPasswordBody,
      response: message,
    },
    (c, { body }) =>
      throttled(c, async () => {
        const { db, now, config } = c.get('deps');
        const client = await currentClient(c);
        await requestPasswordReset(db, config, {
          clientId: client.id,
          emailOrReference: body.email_or_reference,
          address: clientAddress(c, config.trustProxy),
          now: now(),
        });
        return ok(c, { message: RESET_SENT });
      }),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/auth/customer/reset-password',
      summary: 'Set a new password with a reset token',
      tags: ['auth'],
      body: resetPasswordBody,
      response: message,
    },
    (c, { body }) =>
      throttled(c, async () => {
        const { db, now, config } = c.get('deps');
        await resetPassword(db, {
          token: body.token,
          password: body.password,
          address: clientAddress(c, config.trustProxy),
          now: now(),
        });
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
      const { db, now, config } = c.get('deps');
      const client = await currentClient(c);
      const { token, user } = await registerCustomer(db, config, { clientId: client.id, query, body, now: now() });
      return ok(c, { token, user: await sessionUserView(db, user, client.currency) }, { status: 201 });
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/auth/customer/change-password',
      summary: 'Change the password (other sessions end)',
      tags: ['auth'],
      auth: 'user',
      body: changePasswordBody,
      response: message,
    },
    (c, { body }) =>
      throttled(c, async () => {
        const { db, now, config } = c.get('deps');
        const user = await requireUser(c);
        await changePassword(db, {
          user,
          body,
          address: clientAddress(c, config.trustProxy),
          keepSessionHash: c.get('auth').tokenHash,
          now: now(),
        });
        return ok(c, { message: 'Your password has been changed.' });
      }),
  );
}
