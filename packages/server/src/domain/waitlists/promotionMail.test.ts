import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../testing/test-app.ts';
import { createCustomers, occurrenceWithPlaces } from '../../testing/commerceFixtures.ts';
import { deliverQueuedMail } from '../../mail/mailQueue.ts';
import { TEST_DELIVERY } from '../../testing/mailSettings.ts';
import { dateWords, wallClock } from '../../time/londonTime.ts';
import { COURSE_OFFER_HOURS, offerFreedPlaces, tellAfterLapsedOffers } from './promotion.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

const settings = TEST_DELIVERY;

type Customer = { id: number; token: string };
const addClass = (c: Customer, occ: string) =>
  t.json('/api/activities/cart/add', { token: c.token, body: { items: [{ id: occ, type: 'activity' }] } });
const cancel = (c: Customer, bookingId: number) =>
  t.json(`/api/activities/bookings/${bookingId}/?source=bookings`, { method: 'DELETE', token: c.token });
const joinWaitlist = (c: Customer, item: { id: string; type: 'occurrence' | 'course' }) =>
  t.json('/api/waitlist/add', { token: c.token, body: { item } });

const queued = (to: string) =>
  t.db.query<{ kind: string; sent_at: Date | null }>(
    'SELECT kind, sent_at FROM mail_queue WHERE lower(to_address) = lower($1) ORDER BY id',
    [to],
  );
const outbox = (to: string) =>
  t.db.query<{ kind: string; subject: string; text_body: string }>(
    'SELECT kind, subject, text_body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id',
    [to],
  );

describe('waitlist mail', () => {
  it('a cancelled booking on a full class queues one mail to the promoted member; delivery sends it once', async () => {
    const [holder, member, second] = await createCustomers(t.db, 3, 'wmail1');
    const occ = await occurrenceWithPlaces(t.db, 1);
    const held = await addClass(holder!, occ);
    expect(held.status).toBe(200);
    await t.db.query('UPDATE occurrences SET waitlist_maximum = waitlist_consumed + 5 WHERE id = $1', [occ]);
    for (const m of [member!, second!])
      expect((await joinWaitlist(m, { id: occ, type: 'occurrence' })).status).toBe(201);

    expect((await cancel(holder!, held.body.data.items[0].booking_id)).status).toBe(200);
    const item = await t.db.one<{ created_at: Date }>(
      `SELECT i.created_at FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.user_id = $1 AND c.status = 'open'`,
      [member!.id],
    );
    expect(item).toBeDefined();
    expect(await queued('wmail1-1@example.test')).toEqual([{ kind: 'waitlist_place', sent_at: null }]);
    expect(await queued('wmail1-2@example.test')).toEqual([]);
    expect(await outbox('wmail1-1@example.test')).toEqual([]);

    const o = (await t.db.one<{ template_name: string; starts_at: Date; timezone: string }>(
      'SELECT o.template_name, o.starts_at, v.timezone FROM occurrences o JOIN venues v ON v.id = o.venue_id WHERE o.id = $1',
      [occ],
    ))!;
    const starts = wallClock(new Date(o.starts_at), o.timezone);
    const until = wallClock(new Date(item!.created_at.getTime() + 20 * 60_000), o.timezone).time.slice(0, 5);

    const now = new Date();
    await Promise.all([deliverQueuedMail(t.db, settings, now), deliverQueuedMail(t.db, settings, now)]);
    await deliverQueuedMail(t.db, settings, now);
    const sent = await outbox('wmail1-1@example.test');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.kind).toBe('waitlist_place');
    expect(sent[0]!.subject).toBe(`A place has come up on ${o.template_name}`);
    expect(sent[0]!.text_body).toContain(
      `A place has come up on ${o.template_name} on ${dateWords(starts.date)} at ${starts.time.slice(0, 5)}. ` +
        `It is in your basket until ${until}: pay at checkout to keep it.`,
    );
    expect(sent[0]!.text_body).toContain('https://book.venue.test/basket');
    expect((await queued('wmail1-1@example.test'))[0]!.sent_at).not.toBeNull();
  });

  it('a promotion rolled back queues no mail', async () => {
    const [member] = await createCustomers(t.db, 1, 'wmail2');
    const occ = await occurrenceWithPlaces(t.db, 0);
    await t.db.query('UPDATE occurrences SET waitlist_maximum = waitlist_consumed + 5 WHERE id = $1', [occ]);
    expect((await joinWaitlist(member!, { id: occ, type: 'occurrence' })).status).toBe(201);
    const failed = await t.db
      .transaction(async (tx) => {
        await tx.query('UPDATE occurrences SET capacity_maximum = capacity_maximum + 1 WHERE id = $1', [occ]);
        expect(await offerFreedPlaces(tx, [occ], new Date())).toBe(1);
        throw new Error('rolled back');
      })
      .catch((e: Error) => e.message);
    expect(failed).toBe('rolled back');
    expect(await queued('wmail2-0@example.test')).toEqual([]);
    const still = await t.db.query('SELECT 1 FROM waitlist_entries WHERE occurrence_id = $1 AND user_id = $2', [
      occ,
      member!.id,
    ]);
    expect(still).toHaveLength(1);
  });

  it("a freed course place tells as many of the course's waitlist members as there are places, each once", async () => {
    const kit = await createCustomers(t.db, 3, 'wmail3');
    const course = await t.db.one<{ id: string; name: string; venue: string; category: string }>(
      `SELECT s.id::text AS id, s.name, v.slug AS venue, c.slug AS category FROM schedules s
         JOIN venues v ON v.id = s.venue_id JOIN categories c ON c.id = s.category_id WHERE s.slug = 'pilates-foundations'`,
    );
    await t.db.query('UPDATE schedules SET waitlist_maximum = 50 WHERE id = $1::uuid', [course!.id]);
    const sessions = (
      await t.db.query<{ id: string }>(
        `SELECT id FROM occurrences WHERE schedule_id = $1::uuid AND deleted_at IS NULL AND status <> 'cancelled' AND starts_at > now()`,
        [course!.id],
      )
    ).map((s) => s.id);
    await t.db.query(
      'UPDATE occurrences SET capacity_maximum = consumed, capacity_online = consumed_online WHERE id = ANY($1)',
      [sessions],
    );
    for (const m of kit) expect((await joinWaitlist(m, { id: course!.id, type: 'course' })).status).toBe(201);

    const free = () =>
      t.db.transaction(async (tx) => {
        await tx.query(
          'UPDATE occurrences SET capacity_maximum = capacity_maximum + 1, capacity_online = capacity_online + 1 WHERE id = ANY($1)',
          [sessions],
        );
        return offerFreedPlaces(tx, sessions, new Date());
      });
    const sweep = () => t.db.transaction((tx) => offerFreedPlaces(tx, sessions, new Date()));
    const told = async () =>
      (
        await t.db.query<{ to_address: string }>(
          `SELECT to_address FROM mail_queue WHERE kind = 'course_waitlist_place' AND to_address LIKE 'wmail3-%' ORDER BY id`,
        )
      ).map((r) => r.to_address);

    expect(await free()).toBe(0);
    expect(await told()).toEqual(['wmail3-0@example.test']);
    await sweep();
    expect(await told()).toEqual(['wmail3-0@example.test']);
    await free();
    expect(await told()).toEqual(['wmail3-0@example.test', 'wmail3-1@example.test']);

    await deliverQueuedMail(t.db, settings, new Date());
    const [mail] = await outbox('wmail3-1@example.test');
    expect(mail!.subject).toBe(`A place has come up on ${course!.name}`);
    expect(mail!.text_body).toContain(
      `A place has come up on ${course!.name}. Book it on the course page: first come, first served.`,
    );
    expect(mail!.text_body).toContain(
      `https://book.venue.test/courses/location/${course!.venue}/${course!.category}/pilates-foundations/book`,
    );
    // Neither told member books or leaves. Until their offers lapse the sweep tells no one; a day on, the
    // places are still free and the last member is told too, once.
    const hour = 3_600_000;
    expect(await tellAfterLapsedOffers(t.db, new Date(Date.now() + COURSE_OFFER_HOURS * hour - 60_000))).toBe(0);
    expect(await told()).toHaveLength(2);
    const dayOn = new Date(Date.now() + COURSE_OFFER_HOURS * hour + 60_000);
    expect(await tellAfterLapsedOffers(t.db, dayOn)).toBe(1);
    expect(await told()).toEqual(['wmail3-0@example.test', 'wmail3-1@example.test', 'wmail3-2@example.test']);
    expect(await tellAfterLapsedOffers(t.db, dayOn)).toBe(0);
    expect(await told()).toHaveLength(3);
  });
});

describe('lapsed course offers', () => {
  /** A course of the demo data with room on its waitlist, its places set by `setPlaces` as staff would. */
  async function courseKit(slug: string, label: string) {
    const kit = await createCustomers(t.db, 2, label);
    const course = (await t.db.one<{ id: string }>(`SELECT id::text AS id FROM schedules WHERE slug = $1`, [slug]))!;
    const sessions = (
      await t.db.query<{ id: string }>(
        `SELECT id FROM occurrences WHERE schedule_id = $1::uuid AND deleted_at IS NULL AND status <> 'cancelled' AND starts_at > now()`,
        [course.id],
      )
    ).map((s) => s.id);
    const setPlaces = (free: number, at = new Date()) =>
      t.db.transaction(async (tx) => {
        await tx.query(
          'UPDATE occurrences SET capacity_maximum = consumed + $2, capacity_online = consumed_online + $2 WHERE id = ANY($1)',
          [sessions, free],
        );
        return offerFreedPlaces(tx, sessions, at);
      });
    await t.db.query('UPDATE schedules SET waitlist_maximum = 50 WHERE id = $1::uuid', [course.id]);
    await t.db.query('UPDATE occurrences SET waitlist_maximum = 50 WHERE id = ANY($1)', [sessions]);
    await setPlaces(0);
    /** This test's members each course mail was sent to, in order. */
    const told = async () =>
      (
        await t.db.query<{ id: number }>(
          `SELECT u.id FROM mail_queue m JOIN users u ON lower(u.email) = lower(m.to_address)
            WHERE m.kind = 'course_waitlist_place' AND u.id = ANY($1::int[]) ORDER BY m.id`,
          [kit.map((m) => m.id)],
        )
      ).map((u) => u.id);
    return { kit, course, setPlaces, told };
  }

  it('an offer lapsing on a full course was lost: nobody is told then, and the next freed place tells that member again first', async () => {
    const { kit, course, setPlaces, told } = await courseKit('adult-tennis-beginners', 'lapse');
    for (const m of kit)
      expect((await joinWaitlist(m, { id: course.id, type: 'course' })).body).toMatchObject({
        message: 'Successfully joined the waitlist.',
      });

    await setPlaces(1);
    expect(await told()).toEqual([kit[0]!.id]);
    // Someone else takes the place; the first member's offer lapses on a full course.
    await setPlaces(0);
    const hour = 3_600_000;
    const dayOn = Date.now() + COURSE_OFFER_HOURS * hour + 60_000;
    expect(await tellAfterLapsedOffers(t.db, new Date(dayOn))).toBe(1);
    expect(await told()).toEqual([kit[0]!.id]);
    // The sweeps after it find nothing new to look at while the course stays full (within the half day
    // before the last offer the test above made lapses, which would be looked at once in its turn).
    expect(await tellAfterLapsedOffers(t.db, new Date(dayOn + 60_000))).toBe(0);
    expect(await tellAfterLapsedOffers(t.db, new Date(dayOn + 12 * hour))).toBe(0);
    // The first member never had the place: a place freed later is theirs to be told of again, ahead of the
    // second member, and a second place then goes to the second.
    await setPlaces(1, new Date(dayOn + 12 * hour));
    expect(await told()).toEqual([kit[0]!.id, kit[0]!.id]);
    await setPlaces(2, new Date(dayOn + 12 * hour));
    expect(await told()).toEqual([kit[0]!.id, kit[0]!.id, kit[1]!.id]);
  });

  it('an offer lapsing while its place is still free was let go: the member is not told again', async () => {
    const { kit, course, setPlaces, told } = await courseKit('pilates-foundations', 'letgo');
    // The members an earlier test left on this course would be told first: this test follows its own two.
    await t.db.query(
      `DELETE FROM waitlist_entries w USING occurrences o WHERE o.id = w.occurrence_id AND o.schedule_id = $1::uuid`,
      [course.id],
    );
    for (const m of kit) expect((await joinWaitlist(m, { id: course.id, type: 'course' })).status).toBe(201);

    await setPlaces(1);
    expect(await told()).toEqual([kit[0]!.id]);
    const hour = 3_600_000;
    const dayOn = Date.now() + COURSE_OFFER_HOURS * hour + 60_000;
    await tellAfterLapsedOffers(t.db, new Date(dayOn));
    expect(await told()).toEqual([kit[0]!.id, kit[1]!.id]);
    // The second lets theirs go too; a place freed after that tells neither again.
    await tellAfterLapsedOffers(t.db, new Date(dayOn + COURSE_OFFER_HOURS * hour));
    await setPlaces(2, new Date(dayOn + COURSE_OFFER_HOURS * hour + 60_000));
    expect(await told()).toEqual([kit[0]!.id, kit[1]!.id]);
  });
});
