import { z } from 'zod';
import { userMembership } from '@venue/core/contract';
import { requireUser } from '../auth/session.ts';
import { listUserMemberships } from '../domain/memberships/userMemberships.ts';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';

const userIdParams = z.object({ userId: z.coerce.number().int().min(1).max(2147483647) });

/** A user's memberships for the account area: a customer reads their own, staff any customer's. */
export default function register(app: App): void {
  route(
    app,
    {
      method: 'get',
      path: '/api/v1/users/:userId/memberships',
      summary: "A user's memberships, current and past",
      tags: ['users'],
      auth: 'user',
      params: userIdParams,
      response: z.array(userMembership),
    },
    async (c, { params }) => {
      const viewer = await requireUser(c);
      const client = await currentClient(c);
      const data = await listUserMemberships(c.get('deps').db, viewer, params.userId, {
        now: c.get('deps').now(),
        currency: client.currency,
      });
      return ok(c, data);
    },
  );
}
