import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

type Customer = { id: number; token: string };

/** Puts a class in the customer's basket and pays it with credit given for it, through the real checkout. */
export async function bookAndPayWithCredit(t: TestApp, c: Customer, occurrenceId: string): Promise<number> {
  const added = await t.json('/api/activities/cart/add', {
    token: c.token,
    body: { items: [{ id: occurrenceId, type: 'activity' }] },
  });
  expect(added.status).toBe(200);
  const total = added.body.data.total.value as number;
  await t.db.query(
    `INSERT INTO credits (user_id, credit_type, balance) VALUES ($1, 'general', $2)
     ON CONFLICT (user_id, credit_type) DO UPDATE SET balance = credits.balance + EXCLUDED.balance`,
    [c.id, total],
  );
  const done = await t.json('/api/checkout/complete', {
    token: c.token,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: {
      transaction_uuid: null,
      payments: [{ tender_type: 'credit', credit_type: 'general', amount: total }],
      completed_waivers: [],
      source: 'activity-booking',
      terms: true,
    },
  });
  expect(done.status).toBe(200);
  return total;
}

/**
 * A paid order of `parent`'s holding one place on the occurrence for each named child, linked to them as the
 * account's family screen links them. Answers the bookings' ids.
 */
export async function paidForChildren(
  t: TestApp,
  parent: Customer,
  occurrenceId: string,
  price: number,
  children: { first: string; last: string }[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const child of children) {
    const link = await t.json(`/api/v1/users/${parent.id}/links`, {
      token: parent.token,
      body: { relationship: 'parent', first_name: child.first, last_name: child.last, date_of_birth: '2016-05-01' },
    });
    expect(link.status).toBe(201);
    ids.push(link.body.data.referenced_user.id);
  }
  const order = await t.db.one<{ id: number }>(
    `INSERT INTO orders (client_id, user_id, cart_source, source, status, total, balance)
     SELECT client_id, id, 'activity-booking', 'online', 'success', $2, 0 FROM users WHERE id = $1 RETURNING id`,
    [parent.id, price * children.length],
  );
  const bookings: number[] = [];
  for (const child of ids) {
    const b = await t.db.one<{ id: number }>(
      `INSERT INTO bookings (user_id, booked_by_user_id, occurrence_id, order_id, status, booking_type, channel, price, cut_off_hours)
       VALUES ($1, $2, $3, $4, 'settled', 'classes', 'online', $5, 24) RETURNING id`,
      [child, parent.id, occurrenceId, order!.id, price],
    );
    bookings.push(b!.id);
  }
  await t.db.query('UPDATE occurrences SET consumed = consumed + $2 WHERE id = $1', [occurrenceId, children.length]);
  return bookings;
}
