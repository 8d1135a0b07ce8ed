import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../testing/test-app.ts';
import { createCustomers, occurrenceWithPlaces } from '../../testing/commerceFixtures.ts';
import { deliverQueuedMail } from '../../mail/mailQueue.ts';
import { TEST_DELIVERY } from '../../testing/mailSettings.ts';
import { dateWords, wallClock } from '../../time/londonTime.ts';
import { deleteOccurrence } from './changeOccurrence.ts';
import { bookAndPayWithCredit, paidForChildren } from '../../testing/paidBookings.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await testApp();
  staff = await t.login('staff@example.com');
});

const settings = TEST_DELIVERY;

type Customer = { id: number; token: string };
const addClass = (c: Customer, occ: string) =>
  t.json('/api/activities/cart/add', { token: c.token, body: { items: [{ id: occ, type: 'activity' }] } });

describe('a class the venue cancels', () => {
  it('e-mails each customer who paid for a place once: why, for whom, and the credit given back', async () => {
    const tag = `cxl${Date.now() % 100000}`;
    const [self, parent, browsing] = await createCustomers(t.db, 3, tag);
    const occ = await occurrenceWithPlaces(t.db, 6);
    // The demo data may already hold bookings on it (they are placed relative to today): they are cancelled too.
    const before = Number(
      (await t.db.one<{ n: string }>(
        "SELECT count(*) AS n FROM bookings WHERE occurrence_id = $1 AND status <> 'cancelled'",
        [occ],
      ))!.n,
    );
    const total = await bookAndPayWithCredit(t, self!, occ);
    expect(total).toBeGreaterThan(0);
    await paidForChildren(t, parent!, occ, 650, [
      { first: 'Pip', last: 'Lane' },
      { first: 'Kit', last: 'Lane' },
    ]);
    expect((await addClass(browsing!, occ)).status).toBe(200); // only in a basket, never paid

    const deleted = await t.json(`/api/v1/activities/occurrences/${occ}?reason=staff_availability`, {
      method: 'DELETE',
      token: staff,
    });
    expect(deleted.body.data).toMatchObject({ deleted: true, cancelled_bookings: before + 4 });

    const queued = await t.db.query<{ to_address: string }>(
      "SELECT to_address FROM mail_queue WHERE kind = 'class_cancelled' AND to_address LIKE $1 ORDER BY to_address",
      [`${tag}-%`],
    );
    expect(queued.map((q) => q.to_address)).toEqual([`${tag}-0@example.test`, `${tag}-1@example.test`]);

    await deliverQueuedMail(t.db, settings, new Date());
    const o = (await t.db.one<{ name: string; starts_at: Date; timezone: string }>(
      'SELECT o.template_name AS name, o.starts_at, v.timezone FROM occurrences o JOIN venues v ON v.id = o.venue_id WHERE o.id = $1',
      [occ],
    ))!;
    const starts = wallClock(new Date(o.starts_at), o.timezone);
    const when = `${o.name} on ${dateWords(starts.date)} at ${starts.time.slice(0, 5)}`;
    const mail = async (to: string) =>
      (await t.db.one<{ subject: string; text_body: string; html_body: string }>(
        "SELECT subject, text_body, html_body FROM mail_outbox WHERE kind = 'class_cancelled' AND to_address = $1",
        [to],
      ))!;

    const toParent = await mail(`${tag}-1@example.test`);
    expect(toParent.subject).toBe(`Cancelled: ${when}`);
    expect(toParent.text_body).toContain(
      `We are sorry: Riverside Leisure Centre has cancelled ${when}, because no instructor is available.`,
    );
    expect(toParent.text_body).toContain('The booking was for Pip Lane and Kit Lane.');
    expect(toParent.text_body).toContain('£13.00 has been added to your account as credit');
    expect(toParent.text_body).toContain('Book another class: https://book.venue.test/location/riverside');

    const toSelf = await mail(`${tag}-0@example.test`);
    expect(toSelf.text_body).not.toContain('The booking was for');
    expect(toSelf.text_body).toContain(`£${(total / 100).toFixed(2)} has been added to your account as credit`);
    const credit = await t.db.one<{ balance: number }>(
      "SELECT balance FROM credits WHERE user_id = $1 AND credit_type = 'general'",
      [parent!.id],
    );
    expect(credit!.balance).toBe(1300);
  });

  it('names no reason that is the venue’s own housekeeping, and a rolled-back deletion mails nobody', async () => {
    const tag = `cxm${Date.now() % 100000}`;
    const [c] = await createCustomers(t.db, 1, tag);
    const occ = await occurrenceWithPlaces(t.db, 2);
    await paidForChildren(t, c!, occ, 500, [
      { first: 'Pip', last: 'Lane' },
      { first: 'Kit', last: 'Lane' },
    ]);
    await expect(
      t.db.transaction(async (tx) => {
        await deleteOccurrence(tx, occ, 'adverse_weather', new Date());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const none = await t.db.query("SELECT 1 FROM mail_queue WHERE kind = 'class_cancelled' AND to_address LIKE $1", [
      `${tag}-%`,
    ]);
    expect(none).toEqual([]);

    await t.json(`/api/v1/activities/occurrences/${occ}?reason=data_cleanup`, { method: 'DELETE', token: staff });
    await deliverQueuedMail(t.db, settings, new Date());
    const sent = await t.db.one<{ text_body: string }>(
      "SELECT text_body FROM mail_outbox WHERE kind = 'class_cancelled' AND to_address = $1",
      [`${tag}-0@example.test`],
    );
    expect(sent!.text_body).toMatch(/has cancelled .+ at \d\d:\d\d\.\n/);
    expect(sent!.text_body).not.toContain('because');
  });

  it("tells its waitlist's members it is gone; a course session hands its waitlist on to the next session", async () => {
    const tag = `cxw${Date.now() % 100000}`;
    const [holder, waiter, courseWaiter] = await createCustomers(t.db, 3, tag);
    const occ = await occurrenceWithPlaces(t.db, 1);
    await t.db.query('UPDATE occurrences SET waitlist_maximum = waitlist_consumed + 5 WHERE id = $1', [occ]);
    expect((await addClass(holder!, occ)).status).toBe(200);
    const joined = await t.json('/api/waitlist/add', { token: waiter!.token, body: { item: { id: occ } } });
    expect(joined.status).toBe(201);
    await t.json(`/api/v1/activities/occurrences/${occ}?reason=location_closure`, { method: 'DELETE', token: staff });
    await deliverQueuedMail(t.db, settings, new Date());
    const toWaiter = await t.db.one<{ text_body: string }>(
      "SELECT text_body FROM mail_outbox WHERE kind = 'class_cancelled' AND to_address = $1",
      [`${tag}-1@example.test`],
    );
    expect(toWaiter!.text_body).toContain('because the venue is closed.');
    expect(toWaiter!.text_body).toContain('You were on its waitlist, which has closed with it.');
    expect(toWaiter!.text_body).not.toContain('credit');

    // A full course's waitlist sits on its first session to come; cancelling that session keeps the course's.
    const course = (await t.db.one<{ id: string }>(
      "SELECT id::text AS id FROM schedules WHERE slug = 'pilates-foundations'",
    ))!;
    const first = async () =>
      (await t.db.one<{ id: string }>(
        `SELECT id FROM occurrences WHERE schedule_id = $1::uuid AND deleted_at IS NULL AND status <> 'cancelled'
            AND starts_at > now() ORDER BY starts_at LIMIT 1`,
        [course.id],
      ))!.id;
    const session = await first();
    await t.db.query('UPDATE schedules SET waitlist_maximum = 50 WHERE id = $1::uuid', [course.id]);
    await t.db.query('UPDATE occurrences SET waitlist_maximum = 50 WHERE schedule_id = $1::uuid', [course.id]);
    const onCourse = await t.json('/api/waitlist/add', {
      token: courseWaiter!.token,
      body: { item: { id: course.id, type: 'course' } },
    });
    expect(onCourse.status).toBe(201);
    await t.json(`/api/v1/activities/occurrences/${session}?reason=staff_availability`, {
      method: 'DELETE',
      token: staff,
    });
    const next = await first();
    expect(next).not.toBe(session);
    const entry = await t.db.one<{ occurrence_id: string }>(
      'SELECT occurrence_id FROM waitlist_entries WHERE user_id = $1',
      [courseWaiter!.id],
    );
    expect(entry!.occurrence_id).toBe(next);
    const mine = await t.json('/api/waitlist', { token: courseWaiter!.token });
    expect(mine.body.data).toHaveLength(1);
    // Who bought the whole course hears of the session, with its share of the price back as credit.
    await deliverQueuedMail(t.db, settings, new Date());
    const toMember = await t.db.one<{ text_body: string }>(
      "SELECT text_body FROM mail_outbox WHERE kind = 'class_cancelled' AND to_address = 'member1@example.com'",
    );
    expect(toMember!.text_body).toContain('has cancelled Pilates foundations on ');
    expect(toMember!.text_body).toContain('£10.00 has been added to your account as credit');
    expect(
      await t.db.query("SELECT 1 FROM mail_queue WHERE kind = 'class_cancelled' AND to_address = $1", [
        `${tag}-2@example.test`,
      ]),
    ).toEqual([]);
  });
});
