import { createCustomerBody, user as userSchema } from '@venue/core/contract';
import { requireUser } from '../auth/session.ts';
import { userView } from '../auth/user-view.ts';
import { createCustomerAtDesk } from '../domain/users/createCustomer.ts';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';

/** POST /api/v1/users: staff create a customer at front of house (flows §7, decision G7). */
export default function register(app: App): void {
  route(
    app,
    {
      method: 'post',
      path: '/api/v1/users',
      summary: 'Create a customer (front of house)',
      tags: ['users'],
      auth: 'staff',
      body: createCustomerBody,
      response: userSchema,
      status: 201,
    },
    async (c, { body }) => {
      const staff = await requireUser(c);
      return ok(c, userView(await createCustomerAtDesk(c.get('deps').db, staff, body)), { status: 201 });
    },
  );
}
