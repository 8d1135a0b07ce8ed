import { createCustomerBody, user as userSchema } from '@venue/core/contract/users.ts';
import { requireUser, type UserRow } from '../auth/session.ts';
import { nextReference, userView } from '../auth/user-view.ts';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { invalid } from '../http/errors.ts';
import { route } from '../http/route.ts';

/** POST /api/v1/users: staff create a customer at front of house (flows §7, decision G7). */
export default function register(app: App): void {
  route(
    app,
    { method: 'post', path: '/api/v1/users', summary: 'Create a customer (front of house)', tags: ['users'], auth: 'staff', body: createCustomerBody, response: userSchema, status: 201 },
    async (c, { body }) => {
      const staff = await requireUser(c);
      const db = c.var.deps.db;
      if (body.email) {
        const taken = await db.one('SELECT 1 FROM users WHERE client_id = $1 AND lower(email) = lower($2)', [staff.client_id, body.email]);
        if (taken) throw invalid('email', 'The email has already been taken.');
      }
      const created = await db.transaction(async (tx) => {
        const reference = await nextReference(tx);
        return (await tx.one<UserRow>(
          `INSERT INTO users (client_id, reference, email, first_name, last_name, title, phone, date_of_birth, postcode, onboarding_type, source, home_venue_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'customer_account_foh', 'bookings', $10) RETURNING *`,
          [staff.client_id, reference, body.email ?? null, body.first_name, body.last_name, body.title ?? null, body.phone ?? null, body.date_of_birth ?? null, body.postcode ?? null, staff.staff_venue_id ?? null],
        ))!;
      });
      return ok(c, userView(created), { status: 201 });
    },
  );
}
