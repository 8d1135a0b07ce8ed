import { handoffExchangeBody, handoffResponse, loginResponse } from '@venue/core/contract';
import { requireUser } from '../auth/session.ts';
import { clientAddress } from '../auth/throttle.ts';
import { sessionUserView } from '../auth/user-view.ts';
import { exchangeHandoff, issueHandoff } from '../domain/accounts/sessionHandoff.ts';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import { throttled } from './auth.ts';

/**
 * Session handoff (issue 10): the booking host asks for a one-time code and sends it to the account host
 * in `?token=`, which swaps it for a session of its own. The long-lived session token never enters an address.
 */
export default function register(app: App): void {
  route(
    app,
    {
      method: 'post',
      path: '/api/auth/handoff',
      summary: 'A one-time code (60 s, single use) handing this session to another host',
      tags: ['auth'],
      auth: 'user',
      response: handoffResponse,
      status: 201,
    },
    async (c) => {
      const user = await requireUser(c);
      const { code, expiresAt } = await issueHandoff(c.get('deps').db, {
        user,
        sessionTokenHash: c.get('auth').tokenHash ?? '',
        now: c.get('deps').now(),
      });
      return ok(c, { code, expires_at: expiresAt.toISOString() }, { status: 201 });
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/auth/handoff/exchange',
      summary: 'Swap a handoff code for a new session token (422 when wrong, used or expired)',
      tags: ['auth'],
      body: handoffExchangeBody,
      response: loginResponse,
    },
    (c, { body }) =>
      throttled(c, async () => {
        const { db, now, config } = c.get('deps');
        const client = await currentClient(c);
        const { token, user } = await exchangeHandoff(db, {
          clientId: client.id,
          code: body.code,
          address: clientAddress(c, config.trustProxy),
          now: now(),
        });
        return ok(c, { token, user: await sessionUserView(db, user, client.currency) });
      }),
  );
}
