import { beforeAll, describe, expect, it } from 'vitest';
import { occurrenceSchema } from '@venue/core/contract';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers, futureOccurrence, setPlacesLeft, type TestCustomer } from '../testing/testKit.ts';
import { addDays, localDate, zonedToInstant } from '../time/londonTime.ts';

let t: TestApp;
let staff: string;
let alex: string;
let kit: TestCustomer[];
const base = '/api/v1/activities/occurrences';
const today = () => localDate(new Date(), 'Europe/London');
const iso = (date: string, time = '00:00') => zonedToInstant(date, time, 'Europe/London').toISOString();
const window = (from: number, to: number) =>
  `starts_after=${iso(addDays(today(), from))}&starts_before=${iso(addDays(today(), to))}`;
const patch = (id: string, data: unknown, token = staff) =>
  t.json(`${base}/${id}`, { method: 'PATCH', body: { data }, token });

beforeAll(async () => {
  t = await testApp();
  [staff, alex, kit] = await Promise.all([
    t.login('staff@example.com'),
    t.login('demo@example.com'),
    createCustomers(t.db, 2, 'occ'),
  ]);
});

describe('occurrence list', () => {
  it('OCC-025 OCC-002 to OCC-014 lists a data array whose entries carry every contract field', async () => {
    const r = await t.json(`${base}?venue_ids[]=riverside&${window(1, 2)}`);
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThan(10);
    for (const o of r.body.data) expect(occurrenceSchema.parse(o)).toBeTruthy();
    const yoga = r.body.data.find((o: any) => o.template_name === 'Yoga');
    expect(yoga).toMatchObject({
      booking_type: 'classes',
      booking_strategy: expect.any(String),
      price: { value: 650 },
    });
    expect(yoga.id).toMatch(/^[A-Za-z0-9_-]{34}$/);
    expect(r.body.data.every((o: any) => o.starts_at.local >= `${addDays(today(), 1)} 00:00:00`)).toBe(true);
  });

  it('OCC-010 a ticketed occurrence carries no price; others do', async () => {
    const r = await t.json(`${base}?venue_ids=riverside&${window(1, 2)}`);
    const lane = r.body.data.find((o: any) => o.booking_type === 'ticketed');
    expect(lane).not.toHaveProperty('price');
    expect(lane.tickets.length).toBe(2);
  });

  it('OCC-021 OCC-022 ISO date-times and at least one venue are required', async () => {
    const none = await t.json(`${base}?${window(1, 2)}`);
    expect(none.status).toBe(422);
    expect(none.body.errors.venue_ids).toBeTruthy();
    expect((await t.json(`${base}?venue_ids[]=riverside&starts_after=tomorrow`)).body.errors.starts_after).toBeTruthy();
    expect((await t.json(`${base}?venue_ids[]=riverside&starts_before=2026-11-22`)).status).toBe(422);
  });

  it('OCC-023 category_ids, location_ids, schedule_ids, recurrence_ids and source narrow the list', async () => {
    const all = (await t.json(`${base}?venue_ids[]=riverside&${window(1, 3)}`)).body.data;
    const yoga = all.find((o: any) => o.template_name === 'Yoga');
    const byCat = (await t.json(`${base}?venue_ids[]=riverside&${window(1, 3)}&category_ids[]=${yoga.category_id}`))
      .body.data;
    expect(byCat.length).toBeLessThan(all.length);
    expect(byCat.every((o: any) => o.category_id === yoga.category_id)).toBe(true);
    const loc = yoga.locations[0].id;
    const byLoc = (await t.json(`${base}?venue_ids[]=riverside&${window(1, 3)}&location_ids=${loc}`)).body.data;
    expect(byLoc.map((o: any) => o.id)).toContain(yoga.id);
    expect(byLoc.every((o: any) => o.locations.some((l: any) => l.id === loc))).toBe(true);
    // Demo data's classes in this window carry no schedule or recurrence, so give one class both (undone below).
    const schedule = await t.db.one<{ id: string }>(
      `SELECT s.id FROM schedules s JOIN venues v ON v.id = s.venue_id WHERE v.slug = 'riverside' LIMIT 1`,
    );
    const recurrence = '7d3f1c2a-5b6e-4a8f-9c0d-1e2f3a4b5c6d';
    await t.db.query('UPDATE occurrences SET schedule_id = $2, recurrence_id = $3 WHERE id = $1', [
      yoga.id,
      schedule!.id,
      recurrence,
    ]);
    const marked = (await t.json(`${base}?venue_ids[]=riverside&${window(1, 3)}`)).body.data;
    const withSchedule = marked.find((o: any) => o.id === yoga.id);
    expect(withSchedule.schedule_id).toBe(schedule!.id);
    const bySchedule = (
      await t.json(`${base}?venue_ids[]=riverside&${window(1, 3)}&schedule_ids[]=${withSchedule.schedule_id}`)
    ).body.data;
    expect(bySchedule.map((o: any) => o.id)).toContain(withSchedule.id);
    expect(bySchedule.length).toBeLessThan(all.length);
    expect(bySchedule.every((o: any) => o.schedule_id === withSchedule.schedule_id)).toBe(true);
    const withRec = withSchedule;
    expect(withRec.recurrence_id).toBe(recurrence);
    const byRec = (
      await t.json(`${base}?venue_ids[]=riverside&${window(1, 3)}&recurrence_ids[]=${withRec.recurrence_id}`)
    ).body.data;
    expect(byRec.map((o: any) => o.id)).toContain(withRec.id);
    expect(byRec.length).toBeLessThan(all.length);
    expect(byRec.every((o: any) => o.recurrence_id === withRec.recurrence_id)).toBe(true);
    await t.db.query('UPDATE occurrences SET schedule_id = NULL, recurrence_id = NULL WHERE id = $1', [yoga.id]);
    expect((await t.json(`${base}?venue_ids[]=riverside&source=kiosk`)).status).toBe(422);
    const foh = (await t.json(`${base}?venue_ids[]=riverside&${window(1, 3)}&source=foh`)).body.data;
    const spin = foh.find((o: any) => o.template_name === 'Spin');
    expect(spin.capacity_strategy).toBe('split');
    expect(spin.capacity.available).toBeLessThanOrEqual(2);
  });

  it('OCC-014 with_bookable_context adds the customer bookable action; without it the action is null', async () => {
    const plain = (await t.json(`${base}?venue_ids[]=riverside&${window(3, 4)}`, { token: alex })).body.data;
    expect(plain.every((o: any) => o.bookable_action === null)).toBe(true);
    const ctx = (
      await t.json(`${base}?venue_ids[]=riverside&${window(3, 4)}&with_bookable_context=true`, { token: alex })
    ).body.data;
    expect(ctx.some((o: any) => o.bookable_action.action === 'cancel_booking')).toBe(true);
  });
});

describe('clashes', () => {
  it('OCC-018 OCC-019 OCC-024 an instructor and location double-booking shows as clashing; the clashing filter narrows', async () => {
    const a = await futureOccurrence(t.db, 'yoga', 'riverside', 10);
    const b = await futureOccurrence(t.db, 'spin', 'riverside', 10);
    const aRow = await t.db.one<{ starts_at: Date; ends_at: Date }>(
      'SELECT starts_at, ends_at FROM occurrences WHERE id = $1',
      [a.id],
    );
    await t.db.query('UPDATE occurrences SET starts_at = $2, ends_at = $3 WHERE id = $1', [
      b.id,
      aRow!.starts_at,
      aRow!.ends_at,
    ]);
    await t.db.query('DELETE FROM occurrence_locations WHERE occurrence_id = $1', [b.id]);
    await t.db.query(
      'INSERT INTO occurrence_locations (occurrence_id, location_id) SELECT $1, location_id FROM occurrence_locations WHERE occurrence_id = $2',
      [b.id, a.id],
    );
    await t.db.query('DELETE FROM occurrence_instructors WHERE occurrence_id = $1', [b.id]);
    await t.db.query(
      'INSERT INTO occurrence_instructors (occurrence_id, instructor_id) SELECT $1, instructor_id FROM occurrence_instructors WHERE occurrence_id = $2',
      [b.id, a.id],
    );
    const clashes = await t.json(`${base}/${a.id}/clashes`);
    expect(clashes.status).toBe(200);
    const kinds = new Set(clashes.body.data.map((c: any) => c.type));
    expect(kinds.has('instructors') && kinds.has('locations')).toBe(true);
    const ins = clashes.body.data.find((c: any) => c.type === 'instructors');
    expect(ins).toMatchObject({
      starts_at: { utc: expect.any(String) },
      ends_at: { utc: expect.any(String) },
      message: expect.any(String),
      instructors: [expect.objectContaining({ id: expect.any(String) })],
    });
    expect(clashes.body.data.find((c: any) => c.type === 'locations').locations.length).toBeGreaterThan(0);
    const day = localDate(new Date(aRow!.starts_at), 'Europe/London');
    const q = `${base}?venue_ids[]=riverside&starts_after=${iso(day)}&starts_before=${iso(addDays(day, 1))}`;
    const only = (await t.json(`${q}&clashing=only_clashing`)).body.data;
    expect(only.map((o: any) => o.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(only.every((o: any) => o.status === 'clashing')).toBe(true);
    const non = (await t.json(`${q}&clashing=only_non_clashing`)).body.data;
    expect(non.some((o: any) => o.id === a.id)).toBe(false);
    const all = (await t.json(q)).body.data;
    expect(all.length).toBe(only.length + non.length);
    expect((await t.json(`${q}&clashing=sometimes`)).status).toBe(422);
  });

  it('OCC-020 a closure of an occurrence location shows as a closure clash', async () => {
    const o = await futureOccurrence(t.db, 'family-swim', 'riverside', 2);
    const row = await t.db.one<{ starts_at: Date; ends_at: Date; venue_id: number; location_id: number }>(
      'SELECT o.starts_at, o.ends_at, o.venue_id, ol.location_id FROM occurrences o JOIN occurrence_locations ol ON ol.occurrence_id = o.id WHERE o.id = $1 LIMIT 1',
      [o.id],
    );
    const closure = await t.db.one<{ id: number }>(
      'INSERT INTO closures (venue_id, starts_at, ends_at, message) VALUES ($1, $2, $3, $4) RETURNING id',
      [row!.venue_id, row!.starts_at, row!.ends_at, 'Pool plant repair'],
    );
    await t.db.query('INSERT INTO closure_locations (closure_id, location_id) VALUES ($1, $2)', [
      closure!.id,
      row!.location_id,
    ]);
    const r = await t.json(`${base}/${o.id}/clashes`);
    expect(r.body.data).toContainEqual({
      type: 'closure',
      message: expect.stringContaining('Pool plant repair'),
      closure_id: String(closure!.id),
      locations: [expect.objectContaining({ id: String(row!.location_id) })],
    });
  });

  it('OCC-017 an occurrence moved outside opening times shows an opening_times clash', async () => {
    const o = await futureOccurrence(t.db, 'family-swim', 'riverside', 3);
    const moved = await patch(o.id, { action: 'update', start_time: '03:00' });
    expect(moved.status).toBe(200);
    expect(moved.body.data.clashes).toContainEqual({ type: 'opening_times', message: expect.any(String) });
    expect(moved.body.data.status).toBe('clashing');
  });
});

describe('occurrence get and block booking information', () => {
  it('OCC-015 OCC-016 block booking information goes to staff only', async () => {
    const o = await futureOccurrence(t.db, 'yoga', 'riverside', 11);
    const block = await t.json(`${base}/${o.id}/bookings`, {
      body: { data: { user_id: kit[0]!.id, places: 4 } },
      token: staff,
    });
    expect(block.status).toBe(201);
    const asStaff = await t.json(`${base}/${o.id}`, { token: staff });
    expect(asStaff.body.data.block_booking_information).toMatchObject({
      user_id: kit[0]!.id,
      booking_id: block.body.data.id,
      booking_status: 'reserved',
      is_paid: false,
      tender_types: [],
      payment_reference: null,
    });
    const asCustomer = await t.json(`${base}/${o.id}`, { token: alex });
    expect(asCustomer.body.data).not.toHaveProperty('block_booking_information');
    const anon = await t.json(`${base}/${o.id}`);
    expect(anon.body.data).not.toHaveProperty('block_booking_information');
    expect((await t.json(`${base}/${o.legacy_id}`)).body.data.id).toBe(o.id);
    expect((await t.json(`${base}/oc${'f'.repeat(32)}`)).status).toBe(404);
  });
});

describe('block bookings at front of house (BOOK-025)', () => {
  const book = (id: string, data: unknown, token = staff) =>
    t.json(`${base}/${id}/bookings`, { body: { data }, token });
  const consumed = async (id: string) => (await t.json(`${base}/${id}`, { token: staff })).body.data.capacity.consumed;

  it('BOOK-025 a block booking asking for more places than are left answers 422 at data.places and takes none', async () => {
    const o = await futureOccurrence(t.db, 'yoga', 'riverside', 13);
    await setPlacesLeft(t.db, o.id, 3);
    const before = await consumed(o.id);
    const over = await book(o.id, { user_id: kit[1]!.id, places: 5 });
    expect(over.status).toBe(422);
    expect(over.body.errors['data.places']).toEqual(['Only 3 places are left.']);
    expect(await consumed(o.id)).toBe(before);
    const fits = await book(o.id, { user_id: kit[1]!.id, places: 3 });
    expect(fits.status).toBe(201);
    expect(fits.body.data).toMatchObject({ capacity_consumed: 3, user_id: kit[1]!.id });
    expect(await consumed(o.id)).toBe(before + 3);
    // Full now: the next block is told there are none left, still at the field.
    const none = await book(o.id, { user_id: kit[0]!.id, places: 2 });
    expect(none.body.errors['data.places']).toEqual(['There are no places left.']);
  });

  it('BOOK-025 only staff take several places at once', async () => {
    const o = await futureOccurrence(t.db, 'yoga', 'riverside', 14);
    expect((await book(o.id, { places: 2 }, alex)).status).toBe(403);
  });

  it('BOOK-025 staff read the block booking (holder, places) and cancel it as front of house: the information goes, the places come back', async () => {
    const o = await futureOccurrence(t.db, 'yoga', 'riverside', 15);
    const block = await book(o.id, { user_id: kit[0]!.id, places: 4 });
    expect(block.status).toBe(201);
    const info = (await t.json(`${base}/${o.id}`, { token: staff })).body.data.block_booking_information;
    const booking = await t.json(`/api/v1/activities/bookings/${info.booking_id}`, { token: staff });
    expect(booking.body.data).toMatchObject({ capacity_consumed: 4, user_id: kit[0]!.id, status: 'reserved' });
    expect(booking.body.data.first_name).toBeTruthy();
    expect(await consumed(o.id)).toBe(4);

    const cancel = await t.json(`/api/v1/activities/bookings/${info.booking_id}`, {
      method: 'PATCH',
      body: { data: { update_type: 'cancellation', cancellation_source: 'foh' } },
      token: staff,
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data[0]).toMatchObject({ id: info.booking_id, status: 'cancelled' });
    const after = (await t.json(`${base}/${o.id}`, { token: staff })).body.data;
    expect(after.block_booking_information).toBeNull();
    expect(after.capacity.consumed).toBe(0);
    // The occurrence itself stays: other customers' places on it are untouched.
    expect(after.status).toBe('bookable');
  });
});

describe('occurrence update', () => {
  it('OCC-001 OCC-026 only staff update; the action is update or delete', async () => {
    const o = await futureOccurrence(t.db, 'spin', 'riverside', 12);
    expect((await patch(o.id, { action: 'update' }, alex)).status).toBe(403);
    const bad = await patch(o.id, { action: 'move' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['data.action']).toBeTruthy();
  });

  it('OCC-027 start_time is HH:MM 24-hour', async () => {
    const o = await futureOccurrence(t.db, 'spin', 'riverside', 12);
    for (const bad of ['24:00', '9:5', '1pm']) {
      const r = await patch(o.id, { action: 'update', start_time: bad });
      expect(r.status).toBe(422);
      expect(r.body.errors['data.start_time']).toBeTruthy();
    }
    const r = await patch(o.id, { action: 'update', start_time: '23:59' });
    expect(r.status).toBe(200);
    expect(r.body.data.starts_at.local.slice(11, 16)).toBe('23:59');
    expect(r.body.data.is_detached_from_recurrence).toBe(true);
  });

  it('OCC-028 duration_minutes is 1 to 720', async () => {
    const o = await futureOccurrence(t.db, 'spin', 'riverside', 13);
    expect((await patch(o.id, { action: 'update', duration_minutes: 0 })).status).toBe(422);
    expect((await patch(o.id, { action: 'update', duration_minutes: 721 })).status).toBe(422);
    expect((await patch(o.id, { action: 'update', duration_minutes: 1 })).body.data.duration).toBe(1);
    expect((await patch(o.id, { action: 'update', duration_minutes: 720 })).body.data.duration).toBe(720);
  });

  it('OCC-029 OCC-030 OCC-031 OCC-032 locations need one entry and replace all; friendly name max 255, null joins names', async () => {
    const o = await futureOccurrence(t.db, 'spin', 'riverside', 14);
    expect((await patch(o.id, { action: 'update', location_ids: [] })).body.errors['data.location_ids']).toBeTruthy();
    const locs = await t.db.query<{ id: number; name: string }>(
      `SELECT l.id, l.name FROM locations l JOIN venues v ON v.id = l.venue_id WHERE v.slug = 'riverside' ORDER BY l.id LIMIT 2`,
    );
    const r = await patch(o.id, {
      action: 'update',
      location_ids: locs.map((l) => l.id),
      friendly_location_name: null,
    });
    expect(r.status).toBe(200);
    expect(r.body.data.locations.map((l: any) => l.id)).toEqual(locs.map((l) => String(l.id)));
    expect(r.body.data.location_name).toBe(locs.map((l) => l.name).join(', '));
    expect(r.body.data.friendly_location_name).toBeNull();
    expect(
      (await patch(o.id, { action: 'update', friendly_location_name: 'x'.repeat(256) })).body.errors[
        'data.friendly_location_name'
      ],
    ).toBeTruthy();
    expect((await patch(o.id, { action: 'update', friendly_location_name: 'x'.repeat(255) })).status).toBe(200);
    expect((await patch(o.id, { action: 'update', location_ids: [99999999] })).status).toBe(422);
  });

  it('OCC-033 instructor_ids replace all; an empty list removes all', async () => {
    const o = await futureOccurrence(t.db, 'spin', 'riverside', 15);
    const ins = await t.db.query<{ id: number }>('SELECT id FROM instructors ORDER BY id DESC LIMIT 2');
    const r = await patch(o.id, { action: 'update', instructor_ids: ins.map((i) => i.id) });
    expect(r.body.data.instructors.map((i: any) => Number(i.id)).sort()).toEqual(ins.map((i) => i.id).sort());
    const cleared = await patch(o.id, { action: 'update', instructor_ids: [] });
    expect(cleared.body.data.instructors).toEqual([]);
  });

  it('OCC-034 OCC-035 OCC-036 capacity: shared min 1, split min 0 each, and the strategy cannot change', async () => {
    const yoga = await futureOccurrence(t.db, 'yoga', 'riverside', 16);
    expect(
      (await patch(yoga.id, { action: 'update', capacity: { strategy: 'shared', capacity: 0 } })).body.errors[
        'data.capacity.capacity'
      ],
    ).toBeTruthy();
    const shared = await patch(yoga.id, { action: 'update', capacity: { strategy: 'shared', capacity: 20 } });
    expect(shared.body.data.capacity.maximum).toBe(20);
    const change = await patch(yoga.id, { action: 'update', capacity: { strategy: 'split', online: 5, foh: 5 } });
    expect(change.status).toBe(422);
    expect(change.body.errors['data.capacity.strategy']).toEqual([
      'The capacity strategy of an occurrence cannot change.',
    ]);
    const spin = await futureOccurrence(t.db, 'spin', 'riverside', 16);
    expect(
      (await patch(spin.id, { action: 'update', capacity: { strategy: 'split', online: -1, foh: 0 } })).status,
    ).toBe(422);
    const split = await patch(spin.id, { action: 'update', capacity: { strategy: 'split', online: 0, foh: 0 } });
    expect(split.status).toBe(200);
    expect(split.body.data.capacity.maximum).toBe(0);
  });

  it('OCC-037 delete needs one of the twelve reasons and cancels the bookings', async () => {
    const o = await futureOccurrence(t.db, 'yoga', 'riverside', 17);
    await t.json(`${base}/${o.id}/bookings`, { body: { data: {} }, token: kit[1]!.token });
    expect((await patch(o.id, { action: 'delete' })).body.errors['data.reason']).toBeTruthy();
    expect((await patch(o.id, { action: 'delete', reason: 'bored' })).status).toBe(422);
    expect((await t.json(`${base}/${o.id}`, { method: 'DELETE', token: staff })).status).toBe(422);
    const r = await t.json(`${base}/${o.id}?reason=adverse_weather`, { method: 'DELETE', token: staff });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ deleted: true, reason: 'adverse_weather', cancelled_bookings: 1 });
    expect((await t.json(`${base}/${o.id}`)).status).toBe(404);
    const b = await t.db.one<{ status: string; cancellation_source: string }>(
      'SELECT status, cancellation_source FROM bookings WHERE occurrence_id = $1',
      [o.id],
    );
    expect(b).toEqual({ status: 'cancelled', cancellation_source: 'occurrence' });
    const other = await futureOccurrence(t.db, 'yoga', 'riverside', 18);
    expect((await patch(other.id, { action: 'delete', reason: 'staff_availability' })).status).toBe(200);
  });
});
