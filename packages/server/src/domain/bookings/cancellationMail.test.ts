import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../testing/test-app.ts';
import { createCustomers, occurrenceWithPlaces } from '../../testing/commerceFixtures.ts';
import { bookAndPayWithCredit, paidForChildren } from '../../testing/paidBookings.ts';
import { deliverQueuedMail } from '../../mail/mailQueue.ts';
import { TEST_DELIVERY } from '../../testing/mailSettings.ts';
import { dateWords, wallClock } from '../../time/londonTime.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await testApp();
  staff = await t.login('staff@example.com');
});

type Customer = { id: number; token: string };
const cancel = (bookingId: number, token: string, source: 'my-account' | 'foh' = 'my-account') =>
  t.json(`/api/v1/activities/bookings/${bookingId}`, {
    method: 'PATCH',
    body: { data: { update_type: 'cancellation', cancellation_source: source } },
    token,
  });
const bookingOf = async (c: Customer, occ: string) =>
  (await t.db.one<{ id: number }>(
    "SELECT id FROM bookings WHERE user_id = $1 AND occurrence_id = $2 AND status = 'settled'",
    [c.id, occ],
  ))!.id;

/** The one cancellation mail sent to the address, once the queue is delivered. */
async function mailTo(to: string) {
  await deliverQueuedMail(t.db, TEST_DELIVERY, new Date());
  const sent = await t.db.query<{ subject: string; text_body: string }>(
    "SELECT subject, text_body FROM mail_outbox WHERE kind = 'bookings_cancelled' AND to_address = $1",
    [to],
  );
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

async function when(occ: string) {
  const o = (await t.db.one<{ name: string; starts_at: Date; timezone: string }>(
    'SELECT o.template_name AS name, o.starts_at, v.timezone FROM occurrences o JOIN venues v ON v.id = o.venue_id WHERE o.id = $1',
    [occ],
  ))!;
  const starts = wallClock(new Date(o.starts_at), o.timezone);
  return { name: o.name, date: dateWords(starts.date), time: starts.time.slice(0, 5) };
}

describe('the e-mail of a cancelled booking', () => {
  it('tells a customer who cancelled their paid class what went and the credit given back', async () => {
    const tag = `bc1${Date.now() % 100000}`;
    const [c] = await createCustomers(t.db, 1, tag);
    const occ = await occurrenceWithPlaces(t.db, 3);
    const paid = await bookAndPayWithCredit(t, c!, occ);
    expect((await cancel(await bookingOf(c!, occ), c!.token)).status).toBe(200);
    const w = await when(occ);
    const mail = await mailTo(`${tag}-0@example.test`);
    expect(mail.subject).toBe(`Booking cancelled: ${w.name} on ${w.date}`);
    expect(mail.text_body).toContain('You have cancelled this booking:');
    expect(mail.text_body).toContain(`- ${w.name} on ${w.date} at ${w.time} at Riverside Leisure Centre\n`);
    expect(mail.text_body).toContain(`£${(paid / 100).toFixed(2)} has been added to your account as credit`);
    expect(mail.text_body).not.toContain('cut-off');
  });

  it("goes to the parent who paid for a child's place, naming the child; the front desk's says so", async () => {
    const tag = `bc2${Date.now() % 100000}`;
    const [parent] = await createCustomers(t.db, 1, tag);
    const occ = await occurrenceWithPlaces(t.db, 3);
    const [pip] = await paidForChildren(t, parent!, occ, 650, [{ first: 'Pip', last: 'Lane' }]);
    expect((await cancel(pip!, staff, 'foh')).status).toBe(200);
    const mail = await mailTo(`${tag}-0@example.test`);
    expect(mail.text_body).toContain('The front desk has cancelled this booking for you:');
    expect(mail.text_body).toMatch(/ at Riverside Leisure Centre, for Pip Lane\n/);
    expect(mail.text_body).toContain('£6.50 has been added to your account as credit');
  });

  it('says what a late cancellation costs: the fee due and the suspension, and no credit', async () => {
    const tag = `bc3${Date.now() % 100000}`;
    const [parent] = await createCustomers(t.db, 1, tag);
    const occ = await occurrenceWithPlaces(t.db, 3);
    const [pip] = await paidForChildren(t, parent!, occ, 700, [{ first: 'Pip', last: 'Lane' }]);
    // Cancelled within a cut-off that began long ago.
    await t.db.query('UPDATE bookings SET cut_off_hours = 24 * 60 WHERE id = $1', [pip]);
    const category = (await t.db.one<{ id: string; cut_off_actions: string[]; late_cancellation_fee: number | null }>(
      'SELECT c.id, c.cut_off_actions, c.late_cancellation_fee FROM categories c JOIN occurrences o ON o.category_id = c.id WHERE o.id = $1',
      [occ],
    ))!;
    const setRules = (actions: string[], fee: number | null) =>
      t.db.query('UPDATE categories SET cut_off_actions = $2, late_cancellation_fee = $3 WHERE id = $1', [
        category.id,
        actions,
        fee,
      ]);
    await setRules(['charge_fee', 'disable_booking'], 300);
    try {
      expect((await cancel(pip!, parent!.token)).status).toBe(200);
    } finally {
      await setRules(category.cut_off_actions, category.late_cancellation_fee);
    }
    const mail = await mailTo(`${tag}-0@example.test`);
    expect(mail.text_body).toContain(
      'As it was cancelled after the cut-off, a late cancellation fee of £3.00 is due on your account, and ' +
        'online booking is suspended for 7 days.',
    );
    expect(mail.text_body).not.toContain('credit');
  });

  it('mails nothing for a place that was only held in a basket', async () => {
    const tag = `bc4${Date.now() % 100000}`;
    const [c] = await createCustomers(t.db, 1, tag);
    const occ = await occurrenceWithPlaces(t.db, 3);
    const added = await t.json('/api/activities/cart/add', {
      token: c!.token,
      body: { items: [{ id: occ, type: 'activity' }] },
    });
    const held = added.body.data.items[0].booking_id as number;
    expect((await cancel(held, c!.token)).status).toBe(200);
    const queued = await t.db.query("SELECT 1 FROM mail_queue WHERE kind = 'bookings_cancelled' AND to_address = $1", [
      `${tag}-0@example.test`,
    ]);
    expect(queued).toEqual([]);
  });

  it('goes to the customer, not the staff member, for a free place the front desk booked for them', async () => {
    const tag = `bc5${Date.now() % 100000}`;
    const [c] = await createCustomers(t.db, 1, tag);
    const occ = await occurrenceWithPlaces(t.db, 3);
    const desk = (await t.db.one<{ id: number }>("SELECT id FROM users WHERE email = 'staff@example.com'"))!.id;
    const booking = (await t.db.one<{ id: number }>(
      `INSERT INTO bookings (user_id, booked_by_user_id, occurrence_id, status, booking_type, channel, price, cut_off_hours)
       VALUES ($1, $2, $3, 'settled', 'classes', 'foh', 0, 24) RETURNING id`,
      [c!.id, desk, occ],
    ))!.id;
    await t.db.query('UPDATE occurrences SET consumed = consumed + 1, consumed_foh = consumed_foh + 1 WHERE id = $1', [
      occ,
    ]);
    expect((await cancel(booking, c!.token)).status).toBe(200);
    const mail = await mailTo(`${tag}-0@example.test`);
    expect(mail.text_body).toContain('You have cancelled this booking:');
    expect(mail.text_body).not.toContain('credit');
    const toStaff = await t.db.query(
      "SELECT 1 FROM mail_queue WHERE kind = 'bookings_cancelled' AND to_address = 'staff@example.com'",
    );
    expect(toStaff).toEqual([]);
  });
});
