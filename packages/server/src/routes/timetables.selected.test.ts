import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers, type TestCustomer } from '../testing/testKit.ts';
import { addDays, localDate } from '../time/londonTime.ts';
import { reworded } from '../http/staffWording.ts';

// Front of house reads a day for the customer they act for (selected_user_id): the public part is the one
// everybody gets (cached per process), the bookable actions are the customer's.

let t: TestApp;
let staff: string;
let alex: string;
let alexId: number;
let kit: TestCustomer[];
const day = (n: number) => addDays(localDate(new Date(), 'Europe/London'), n);
const path = (n: number, selected?: number) =>
  `/api/venue/riverside/activity/yoga/v2/timetable?date=${day(n)}${selected ? `&selected_user_id=${selected}` : ''}`;

interface Entry {
  id: string;
  starts_at: { time_24h: string };
  bookable_action: { action: string; message: string | null };
  booking_id: number | null;
  waitlist_position: number | null;
}
const at = (body: { data: Entry[] }, time: string) => body.data.find((e) => e.starts_at.time_24h === time)!;

beforeAll(async () => {
  t = await testApp();
  [staff, alex, kit] = await Promise.all([
    t.login('staff@example.com'),
    t.login('demo@example.com'),
    createCustomers(t.db, 1, 'selected'),
  ]);
  alexId = (await t.db.one<{ id: number }>("SELECT id FROM users WHERE email = 'demo@example.com'"))!.id;
});

describe('timetable read for a selected user (front of house)', () => {
  it("staff acting for Alex get Alex's actions and booking, Alex's body worded for staff; staff acting for nobody get none", async () => {
    // Demo data: Alex booked the 18:30 yoga three days out.
    const own = await t.json(path(3), { token: alex });
    const forAlex = await t.json(path(3, alexId), { token: staff });
    const forNobody = await t.json(path(3), { token: staff });
    expect(forAlex.status).toBe(200);
    expect(at(forAlex.body, '18:30')).toMatchObject({ bookable_action: { action: 'cancel_booking' } });
    expect(at(forAlex.body, '18:30').booking_id).toBe(at(own.body, '18:30').booking_id);
    // What tells Alex "you" tells staff about "this customer"; nothing else differs.
    expect(at(own.body, '18:30').bookable_action.message).toBe('You have already booked this activity.');
    expect(at(forAlex.body, '18:30').bookable_action.message).toBe('This customer has already booked this activity.');
    expect(forAlex.body.data).toEqual(reworded(own.body.data));
    expect(forAlex.body.data).not.toEqual(own.body.data);
    expect(at(forNobody.body, '18:30').bookable_action.action).not.toBe('cancel_booking');
    expect(at(forNobody.body, '18:30').booking_id).toBeNull();
  });

  it("a waitlist joined by staff for a customer is the customer's in the selected view, not the staff member's", async () => {
    const customer = kit[0]!;
    const full = at((await t.json(path(1, customer.id), { token: staff })).body, '18:30');
    expect(full.bookable_action.action).toBe('join_waitlist');
    const joined = await t.json('/api/waitlist/add', {
      body: { item: { id: full.id, type: 'occurrence' }, selected_user_id: customer.id },
      token: staff,
    });
    expect(joined.status).toBe(201);
    try {
      const forCustomer = at((await t.json(path(1, customer.id), { token: staff })).body, '18:30');
      expect(forCustomer).toMatchObject({
        bookable_action: { action: 'leave_waitlist', message: 'This customer is on the waitlist for this activity.' },
        waitlist_position: 3,
      });
      const again = await t.json('/api/waitlist/add', {
        body: { item: { id: full.id, type: 'occurrence' }, selected_user_id: customer.id },
        token: staff,
      });
      expect(again).toMatchObject({
        status: 409,
        body: { message: 'This customer is already on the waitlist for this activity.' },
      });
      const own = at((await t.json(path(1), { token: customer.token })).body, '18:30');
      expect(own.bookable_action.message).toBe('You are on the waitlist for this activity.');
      expect(at((await t.json(path(1), { token: customer.token })).body, '18:30').waitlist_position).toBe(3);
      const forNobody = at((await t.json(path(1), { token: staff })).body, '18:30');
      expect(forNobody).toMatchObject({ bookable_action: { action: 'join_waitlist' }, waitlist_position: null });
    } finally {
      const left = await t.json(`/api/waitlist/remove/${full.id}?selected_user_id=${customer.id}`, {
        method: 'DELETE',
        token: staff,
      });
      expect(left.status).toBe(200);
    }
    expect(at((await t.json(path(1, customer.id), { token: staff })).body, '18:30').bookable_action.action).toBe(
      'join_waitlist',
    );
  });

  it("the staff member's view of a customer has a tag of its own, and a repeat of it answers 304", async () => {
    const own = await t.request(path(3), { token: alex });
    const ownTag = own.headers.get('etag')!;
    const forAlex = await t.request(path(3, alexId), { token: staff, headers: { 'If-None-Match': ownTag } });
    expect(forAlex.status).toBe(200);
    const tag = forAlex.headers.get('etag')!;
    expect(tag).not.toBe(ownTag);
    const forNobody = await t.request(path(3), { token: staff, headers: { 'If-None-Match': tag } });
    expect(forNobody.status).toBe(200);
    const again = await t.request(path(3, alexId), { token: staff, headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
  });

  it('a customer may not read the day as someone else, and nobody signed in gets the public day', async () => {
    expect((await t.json(path(3, alexId), { token: kit[0]!.token })).status).toBe(403);
    expect((await t.json(path(3, alexId), { token: alex })).status).toBe(200);
    const anonymous = await t.json(path(3, alexId));
    expect(anonymous.status).toBe(200);
    expect(at(anonymous.body, '18:30').booking_id).toBeNull();
  });
});
