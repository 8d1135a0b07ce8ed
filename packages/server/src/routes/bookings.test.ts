import { beforeAll, describe, expect, it } from 'vitest';
import { bookingSchema, bookingBundleSchema } from '@venue/core/contract';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers, futureOccurrence, type TestCustomer } from '../testing/testKit.ts';

let t: TestApp;
let staff: string;
let alex: string;
let alexId: number;
let kit: TestCustomer[];
const list = '/api/v1/activities/bookings';

beforeAll(async () => {
  t = await testApp();
  [staff, alex, alexId, kit] = await Promise.all([
    t.login('staff@example.com'),
    t.login('demo@example.com'),
    t.userId('demo@example.com'),
    createCustomers(t.db, 6, 'book'),
  ]);
});

const book = (occurrenceId: string, token: string, data: Record<string, unknown> = {}) =>
  t.json(`/api/v1/activities/occurrences/${occurrenceId}/bookings`, { body: { data }, token });

/**
 * A paid booking a new parent made for their new child on `occurrenceId` (the parent's order, the child
 * attending), `cutOffHours` before it starts being its cancellation cut-off.
 */
async function bookedForChild(label: string, childName: string, occurrenceId: string, price: number, cutOffHours = 24) {
  const [parent] = await createCustomers(t.db, 1, label);
  const link = await t.json(`/api/v1/users/${parent!.id}/links`, {
    token: parent!.token,
    body: { relationship: 'parent', first_name: childName, last_name: label, date_of_birth: '2017-03-01' },
  });
  expect(link.status).toBe(201);
  const child = link.body.data.referenced_user.id as number;
  const order = await t.db.one<{ id: number }>(
    `INSERT INTO orders (client_id, user_id, cart_source, source, status, total, balance)
     SELECT client_id, id, 'activity-booking', 'online', 'success', $2, 0 FROM users WHERE id = $1 RETURNING id`,
    [parent!.id, price],
  );
  const booking = await t.db.one<{ id: number }>(
    `INSERT INTO bookings (user_id, booked_by_user_id, occurrence_id, order_id, status, booking_type, channel, price, cut_off_hours)
     VALUES ($1, $2, $3, $4, 'settled', 'classes', 'online', $5, $6) RETURNING id`,
    [child, parent!.id, occurrenceId, order!.id, price, cutOffHours],
  );
  await t.db.query('UPDATE occurrences SET consumed = consumed + 1 WHERE id = $1', [occurrenceId]);
  return { parent: parent!, child, bookingId: booking!.id };
}

describe('bookings list', () => {
  it('BOOK-001 BOOK-002 BOOK-003 BOOK-005 BOOK-023 API-014 API-015 a customer lists their settled bookings with every field, pagination and sorting', async () => {
    const r = await t.json(list, { token: alex });
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBe(4);
    for (const b of r.body.data) expect(bookingSchema.parse(b)).toBeTruthy();
    expect(r.body.data.every((b: any) => b.status === 'settled' && b.user_id === alexId)).toBe(true);
    expect(r.body.meta.pagination).toEqual({
      previous_page: null,
      current_page: 1,
      next_page: null,
      records_per_page: 20,
      records_on_current_page: 4,
      first_record_on_page: 1,
      last_record_on_page: 4,
      total_records: 4,
      total_pages: 1,
    });
    expect(r.body.meta.sorting).toEqual({ sort_by: 'starts_at', direction: 'ascending' });
    const starts = r.body.data.map((b: any) => b.starts_at.utc);
    expect([...starts].sort()).toEqual(starts);
  });

  it('BOOK-011 occurrence_id must be 34 letters, digits, underscores or hyphens', async () => {
    for (const bad of ['a'.repeat(33), 'a'.repeat(35), `${'a'.repeat(33)}!`]) {
      const r = await t.json(`${list}?occurrence_id=${encodeURIComponent(bad)}`, { token: alex });
      expect(r.status).toBe(422);
      expect(r.body.errors.occurrence_id).toBeTruthy();
    }
    expect((await t.json(`${list}?occurrence_id=${'a_-1'.repeat(8)}ab`, { token: alex })).status).toBe(200);
  });

  it('BOOK-012 BOOK-013 BOOK-015 VAL-015 VAL-016 user_id, ISO dates, cancellation_source, page and per_page are validated', async () => {
    expect((await t.json(`${list}?user_id=0`, { token: staff })).body.errors.user_id).toBeTruthy();
    expect((await t.json(`${list}?starts_after=2026-11-22`, { token: alex })).body.errors.starts_after).toBeTruthy();
    expect((await t.json(`${list}?starts_before=tomorrow`, { token: alex })).status).toBe(422);
    expect(
      (await t.json(`${list}?cancellation_source=bookings`, { token: alex })).body.errors.cancellation_source,
    ).toBeTruthy();
    expect((await t.json(`${list}?per_page=0`, { token: alex })).status).toBe(422);
    expect((await t.json(`${list}?per_page=101`, { token: alex })).status).toBe(422);
    expect((await t.json(`${list}?page=0`, { token: alex })).status).toBe(422);
    const window = await t.json(`${list}?starts_after=${new Date().toISOString()}`, { token: alex });
    expect(window.body.data.length).toBe(2);
  });

  it('BOOK-016 staff read a selected customer; a customer cannot read someone else', async () => {
    const r = await t.json(`${list}?selected_user_id=${alexId}`, { token: staff });
    expect(r.body.data.length).toBe(4);
    expect(r.body.data.every((b: any) => b.user_id === alexId)).toBe(true);
    expect((await t.json(`${list}?selected_user_id=${kit[0]!.id}`, { token: alex })).status).toBe(403);
    expect((await t.json(list)).status).toBe(401);
  });

  it('BOOK-017 BOOK-018 paging defaults, pages and bypass_pagination', async () => {
    const p = await t.json(`${list}?per_page=3&page=2&selected_user_id=${alexId}`, { token: staff });
    expect(p.body.meta.pagination).toMatchObject({
      current_page: 2,
      previous_page: 1,
      next_page: null,
      records_per_page: 3,
      records_on_current_page: 1,
      first_record_on_page: 4,
      total_pages: 2,
    });
    const all = await t.json(`${list}?per_page=1&bypass_pagination=true`, { token: alex });
    expect(all.body.data.length).toBe(4);
    const desc = await t.json(`${list}?direction=descending`, { token: alex });
    expect(desc.body.meta.sorting.direction).toBe('descending');
    expect(desc.body.data[0].starts_at.utc > desc.body.data[3].starts_at.utc).toBe(true);
  });
});

describe('booking a place and its price', () => {
  it('BOOK-004 BOOK-014 a priced place is reserved with no price and hidden by the default status filter', async () => {
    const occ = await futureOccurrence(t.db, 'yoga', 'riverside', 1);
    const r = await book(occ.id, kit[0]!.token);
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ status: 'reserved', price: null, occurrence_id: occ.id });
    expect((await t.json(list, { token: kit[0]!.token })).body.data).toEqual([]);
    const reserved = await t.json(`${list}?status[]=reserved`, { token: kit[0]!.token });
    expect(reserved.body.data.map((b: any) => b.id)).toEqual([r.body.data.id]);
    const again = await book(occ.id, kit[0]!.token);
    expect(again).toMatchObject({ status: 409, body: { message: 'You have already booked this activity.' } });
  });

  it('BOOK-004 a settled booking carries its price', async () => {
    const r = await t.json(list, { token: alex });
    expect(r.body.data[0].price).toMatchObject({ value: 650, currency: 'GBP', formatted: '£6.50' });
  });
});

describe('cancellation', () => {
  it('BOOK-019 BOOK-020 the update body needs update_type cancellation and a cancellation_source', async () => {
    const [b] = (await t.json(list, { token: alex })).body.data.slice(-1);
    const wrongType = await t.json(`${list}/${b.id}`, {
      method: 'PATCH',
      body: { data: { update_type: 'move', cancellation_source: 'customers' } },
      token: alex,
    });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors['data.update_type']).toBeTruthy();
    const noSource = await t.json(`${list}/${b.id}`, {
      method: 'PATCH',
      body: { data: { update_type: 'cancellation' } },
      token: alex,
    });
    expect(noSource.body.errors['data.cancellation_source']).toBeTruthy();
  });

  it('BOOK-021 BOOK-005 booking_ids are optional; an early cancellation of a paid booking awards credit', async () => {
    const occ = await futureOccurrence(t.db, 'yoga', 'riverside', 7);
    const placed = await book(occ.id, kit[1]!.token);
    await t.db.query(`UPDATE bookings SET status = 'settled', price = 650 WHERE id = $1`, [placed.body.data.id]);
    const before = (await t.json(`${list}/${placed.body.data.id}`, { token: kit[1]!.token })).body.data;
    expect(before.cancellation).toMatchObject({ can_cancel: true, awards_credit: true, cut_off_actions: [] });
    const r = await t.json(`${list}/${placed.body.data.id}`, {
      method: 'PATCH',
      body: { data: { update_type: 'cancellation', cancellation_source: 'my-account' } },
      token: kit[1]!.token,
    });
    expect(r.status).toBe(200);
    expect(r.body.data[0]).toMatchObject({ status: 'cancelled' });
    expect(r.body.meta.credit_awarded.value).toBe(650);
    const credit = await t.db.one<{ balance: number }>(
      `SELECT balance FROM credits WHERE user_id = $1 AND credit_type = 'general'`,
      [kit[1]!.id],
    );
    expect(credit!.balance).toBe(650);
    const bySource = await t.json(`${list}?status[]=cancelled&cancellation_source=my-account`, {
      token: kit[1]!.token,
    });
    expect(bySource.body.data).toHaveLength(1);
  });

  it('a customer sees and cancels a paid booking they made for their child; the credit goes back to them', async () => {
    const occ = await futureOccurrence(t.db, 'yoga', 'riverside', 9);
    const { parent, bookingId } = await bookedForChild('Parentbook', 'Pip', occ.id, 650);
    const mine = (await t.json(list, { token: parent.token })).body.data as { id: number; first_name: string }[];
    expect(mine.map((b) => [b.id, b.first_name])).toEqual([[bookingId, 'Pip']]);
    const r = await t.json(`${list}/${bookingId}`, {
      method: 'PATCH',
      body: { data: { update_type: 'cancellation', cancellation_source: 'my-account' } },
      token: parent.token,
    });
    expect(r.status).toBe(200);
    expect(r.body.meta.credit_awarded.value).toBe(650);
    const credit = await t.db.one<{ balance: number }>(
      `SELECT balance FROM credits WHERE user_id = $1 AND credit_type = 'general'`,
      [parent.id],
    );
    expect(credit!.balance).toBe(650);
    // Someone else still cannot see it.
    expect((await t.json(`${list}/${bookingId}`, { token: kit[0]!.token })).status).toBe(404);
  });

  it('BOOK-010 after the cut-off cancelling applies charge_fee and disable_booking and gives no credit', async () => {
    const occ = await futureOccurrence(t.db, 'spin', 'riverside', 3);
    const placed = await book(occ.id, kit[2]!.token);
    const cat = await t.db.one<{ category_id: string }>('SELECT category_id FROM occurrences WHERE id = $1', [occ.id]);
    await t.db.query(
      `UPDATE categories SET cut_off_actions = ARRAY['charge_fee','disable_booking'], late_cancellation_fee = 300 WHERE id = $1`,
      [cat!.category_id],
    );
    await t.db.query(`UPDATE bookings SET status = 'settled', price = 700, cut_off_hours = 24 * 30 WHERE id = $1`, [
      placed.body.data.id,
    ]);
    try {
      const got = (await t.json(`${list}/${placed.body.data.id}`, { token: kit[2]!.token })).body.data;
      expect(got.cancellation).toMatchObject({
        can_cancel: true,
        awards_credit: false,
        cut_off_actions: ['charge_fee', 'disable_booking'],
      });
      expect(got.cancellation.cut_off_message).toContain('late cancellation fee');
      const r = await t.json(`/api/activities/bookings/${placed.body.data.id}/?source=bookings`, {
        method: 'DELETE',
        token: kit[2]!.token,
      });
      expect(r.status).toBe(200);
      expect(r.body.data[0]).toMatchObject({ status: 'cancelled' });
      expect(r.body.meta.cut_off_actions_applied).toEqual(['charge_fee', 'disable_booking']);
      const penalties = await t.db.query<{ action: string; amount: number | null }>(
        'SELECT action, amount FROM cancellation_penalties WHERE user_id = $1 ORDER BY action',
        [kit[2]!.id],
      );
      expect(penalties).toEqual([
        { action: 'charge_fee', amount: 300 },
        { action: 'disable_booking', amount: null },
      ]);
      const other = await futureOccurrence(t.db, 'yoga', 'riverside', 8);
      expect(await book(other.id, kit[2]!.token)).toMatchObject({
        status: 403,
        body: { message: 'Online booking is suspended on your account.' },
      });
    } finally {
      await t.db.query(`UPDATE categories SET cut_off_actions = '{}', late_cancellation_fee = 0 WHERE id = $1`, [
        cat!.category_id,
      ]);
    }
  });

  it('BOOK-010 a late cancellation of a booking made for a child puts the penalty on the parent who booked and paid, not on the child', async () => {
    const occ = await futureOccurrence(t.db, 'spin', 'riverside', 5);
    const cat = await t.db.one<{ category_id: string }>('SELECT category_id FROM occurrences WHERE id = $1', [occ.id]);
    // Booked and paid by the parent for the child; past its cut-off (30 days before the class).
    const { parent, child, bookingId } = await bookedForChild('Latepenalty', 'Kit', occ.id, 700, 24 * 30);
    await t.db.query(
      `UPDATE categories SET cut_off_actions = ARRAY['charge_fee','disable_booking'], late_cancellation_fee = 300 WHERE id = $1`,
      [cat!.category_id],
    );
    try {
      const r = await t.json(`${list}/${bookingId}`, {
        method: 'PATCH',
        body: { data: { update_type: 'cancellation', cancellation_source: 'my-account' } },
        token: parent.token,
      });
      expect(r.status).toBe(200);
      expect(r.body.meta.cut_off_actions_applied).toEqual(['charge_fee', 'disable_booking']);
      const penaltiesOf = (userId: number) =>
        t.db.query<{ action: string; amount: number | null; booking_id: number }>(
          'SELECT action, amount, booking_id FROM cancellation_penalties WHERE user_id = $1 ORDER BY action',
          [userId],
        );
      expect(await penaltiesOf(parent.id)).toEqual([
        { action: 'charge_fee', amount: 300, booking_id: bookingId },
        { action: 'disable_booking', amount: null, booking_id: bookingId },
      ]);
      expect(await penaltiesOf(child)).toEqual([]);
      // The suspension stops the parent booking online.
      const other = await futureOccurrence(t.db, 'yoga', 'riverside', 8);
      expect(await book(other.id, parent.token)).toMatchObject({
        status: 403,
        body: { message: 'Online booking is suspended on your account.' },
      });
    } finally {
      await t.db.query(`UPDATE categories SET cut_off_actions = '{}', late_cancellation_fee = 0 WHERE id = $1`, [
        cat!.category_id,
      ]);
    }
  });

  it('BOOK-010 disable_cancelling refuses a cancellation after the cut-off', async () => {
    const occ = await futureOccurrence(t.db, 'spin', 'riverside', 4);
    const placed = await book(occ.id, kit[3]!.token);
    const cat = await t.db.one<{ category_id: string }>('SELECT category_id FROM occurrences WHERE id = $1', [occ.id]);
    await t.db.query(`UPDATE bookings SET status = 'settled', price = 700, cut_off_hours = 24 * 30 WHERE id = $1`, [
      placed.body.data.id,
    ]);
    await t.db.query(`UPDATE categories SET cut_off_actions = ARRAY['disable_cancelling'] WHERE id = $1`, [
      cat!.category_id,
    ]);
    try {
      const r = await t.json(`${list}/${placed.body.data.id}`, {
        method: 'PATCH',
        body: {
          data: { update_type: 'cancellation', cancellation_source: 'customers', booking_ids: [placed.body.data.id] },
        },
        token: kit[3]!.token,
      });
      expect(r.status).toBe(422);
      expect(r.body.message).toBe('The cancellation cut-off has passed, so this booking can no longer be cancelled.');
      const still = await t.db.one<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [
        placed.body.data.id,
      ]);
      expect(still!.status).toBe('settled');
    } finally {
      await t.db.query(`UPDATE categories SET cut_off_actions = '{}' WHERE id = $1`, [cat!.category_id]);
    }
  });

  it('API-052 C11 a customer cannot cancel someone else’s booking', async () => {
    const [b] = (await t.json(list, { token: alex })).body.data;
    expect(
      (await t.json(`/api/activities/bookings/${b.id}/?source=bookings`, { method: 'DELETE', token: kit[4]!.token }))
        .status,
    ).toBe(404);
  });
});

describe('bundles and attendance', () => {
  it('BOOK-006 BOOK-007 BOOK-024 a bundle lists its bookings sorted by start', async () => {
    const bundle = await t.db.one<{ id: number }>('SELECT id FROM booking_bundles ORDER BY id LIMIT 1');
    const r = await t.json(`/api/v1/activities/booking-bundles/${bundle!.id}`, { token: staff });
    expect(r.status).toBe(200);
    expect(bookingBundleSchema.parse(r.body.data)).toBeTruthy();
    const starts = r.body.data.bookings.map((b: any) => b.starts_at.utc);
    expect([...starts].sort()).toEqual(starts);
    expect(r.body.data.bookings[0].booking_bundle_context).toMatchObject({
      id: bundle!.id,
      settled_booking_position: 1,
    });
    expect((await t.json(`/api/v1/activities/booking-bundles/${bundle!.id}`, { token: alex })).status).toBe(404);
  });

  it('BOOK-019 BOOK-021 BOOK-006 staff cancel a whole bundle; booking_ids outside the bundle are refused', async () => {
    const bundle = await t.db.one<{ id: number }>(
      `SELECT bb.id FROM booking_bundles bb
        WHERE bb.status = 'settled' AND (SELECT count(*) FROM bookings b WHERE b.bundle_id = bb.id) > 1
        ORDER BY bb.id DESC LIMIT 1`,
    );
    const path = `/api/v1/activities/booking-bundles/${bundle!.id}`;
    const stranger = (await t.json(list, { token: alex })).body.data[0].id;
    const bad = await t.json(path, {
      method: 'PATCH',
      body: { data: { update_type: 'cancellation', cancellation_source: 'foh', booking_ids: [stranger] } },
      token: staff,
    });
    expect(bad.status).toBe(422);
    const r = await t.json(path, {
      method: 'PATCH',
      body: { data: { update_type: 'cancellation', cancellation_source: 'foh' } },
      token: staff,
    });
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThan(1);
    expect(r.body.data.every((b: any) => b.status === 'cancelled')).toBe(true);
    expect((await t.json(path, { token: staff })).body.data.status).toBe('cancelled');
  });

  it('BOOK-009 BOOK-022 staff mark attendance attended or absent; other values are refused', async () => {
    const [b] = (await t.json(list, { token: alex })).body.data;
    const bad = await t.json(`/api/v1/activities/occurrences/${b.occurrence_id}/attendance`, {
      method: 'PATCH',
      body: { data: { status: 'late', booking_ids: [b.id] } },
      token: staff,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['data.status']).toBeTruthy();
    const okR = await t.json(`/api/v1/activities/occurrences/${b.occurrence_id}/attendance`, {
      method: 'PATCH',
      body: { data: { status: 'absent', booking_ids: [b.id] } },
      token: staff,
    });
    expect(okR.status).toBe(200);
    expect(okR.body.data[0]).toMatchObject({ id: b.id, attended: false });
    const all = await t.json(`/api/v1/activities/bookings/${b.id}/attendance`, {
      method: 'PATCH',
      body: { data: { status: 'attended' } },
      token: staff,
    });
    expect(all.body.data[0].attended).toBe(true);
    expect(
      (
        await t.json(`/api/v1/activities/bookings/${b.id}/attendance`, {
          method: 'PATCH',
          body: { data: { status: 'attended' } },
          token: alex,
        })
      ).status,
    ).toBe(403);
  });
});
