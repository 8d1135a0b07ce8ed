import { fastTicketSchema, slotSchema, ticketPriceAnswer } from '@venue/core/contract';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers } from '../testing/commerceFixtures.ts';
import { addDays, localDate } from '../time/londonTime.ts';

// Issue 9: resource hire (courts allocated per booking) and ticketed sessions (prices per customer).
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

type Customer = { id: number; token: string };
const today = () => localDate(new Date());
const slotsOf = async (venue: string, date: string) =>
  (await t.json(`/api/venue/${venue}/activity/badminton-court-hire/v2/slots?date=${date}`)).body.data as Array<{
    id: string;
    starts_at: { time_24h: string };
    locations: Array<{ id: string; names: string }>;
    available_locations: Array<{ id: string; names: string }>;
  }>;
const addCourt = (c: Customer, occurrence: string, locationId?: unknown, extra: Record<string, unknown> = {}) =>
  t.json('/api/activities/cart/add', {
    token: c.token,
    body: {
      items: [
        {
          id: occurrence,
          type: 'av2Booking',
          ...(locationId !== undefined ? { location_id: locationId } : {}),
          ...extra,
        },
      ],
    },
  });

describe('resource hire: courts', () => {
  it('TT-012 TT-004 a customer books the court they chose; the slot then lists it as taken and a second customer cannot have it', async () => {
    const [first, second] = (await createCustomers(t.db, 2, 'court1')) as Customer[];
    const date = addDays(today(), 3);
    const slot = (await slotsOf('riverside', date)).find((s) => s.starts_at.time_24h === '10:00')!;
    const court3 = slot.locations.find((l) => l.names === 'Court 3')!;
    const added = await addCourt(first!, slot.id, Number(court3.id));
    expect(added.status).toBe(200);
    const item = added.body.data.items[0];
    expect(item.name).toBe('Badminton court hire (Court 3)');
    expect(item.cartable_resource.location).toBe('Court 3');
    expect(item.price.value).toBe(1000);
    const after = (await slotsOf('riverside', date)).find((s) => s.id === slot.id)!;
    expect(after.available_locations.map((l) => l.names)).toEqual(['Court 1', 'Court 2', 'Court 4']);
    expect(after.locations).toHaveLength(4);
    const again = await addCourt(second!, slot.id, Number(court3.id));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Sorry, that court has just been booked. Please choose another.');
  });

  it('TT-012 without a chosen court the system allocates the first free one', async () => {
    const [c] = (await createCustomers(t.db, 1, 'court2')) as Customer[];
    const date = addDays(today(), 4);
    const slot = (await slotsOf('hilltop', date)).find((s) => s.starts_at.time_24h === '18:00')!;
    // Seeded: Courts 1 and 3 are taken at 18:00 every evening.
    expect(slot.available_locations.map((l) => l.names)).toEqual(['Court 2', 'Court 4']);
    const added = await addCourt(c!, slot.id);
    expect(added.status).toBe(200);
    expect(added.body.data.items[0].cartable_resource.location).toBe('Court 2');
    const booking = await t.db.one<{ name: string }>(
      `SELECT l.name FROM bookings b JOIN locations l ON l.id = b.location_id WHERE b.user_id = $1 AND b.status = 'reserved'`,
      [c!.id],
    );
    expect(booking!.name).toBe('Court 2');
  });

  it('a chosen court is checked: another session’s court, a court on a class, a quantity above 1 and an out-of-range id are 422s naming the field', async () => {
    const [c] = (await createCustomers(t.db, 1, 'court3')) as Customer[];
    const date = addDays(today(), 5);
    const riverside = (await slotsOf('riverside', date))[0]!;
    const hilltop = (await slotsOf('hilltop', date))[0]!;
    const wrong = await addCourt(c!, riverside.id, Number(hilltop.locations[0]!.id));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors['items.0.location_id']).toEqual(['The selected court is invalid.']);
    const two = await addCourt(c!, riverside.id, Number(riverside.locations[0]!.id), { quantity: 2 });
    expect(two.status).toBe(422);
    expect(two.body.errors).toHaveProperty(['items.0.quantity']);
    const huge = await addCourt(c!, riverside.id, 2147483648);
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toHaveProperty(['items.0.location_id']);
    const yoga = await t.db.one<{ id: string }>(
      `SELECT o.id FROM occurrences o JOIN activities a ON a.id = o.activity_id WHERE a.slug = 'yoga' AND o.starts_at > now() + interval '2 days' AND o.status = 'bookable' AND o.consumed = 0 LIMIT 1`,
    );
    const onClass = await addCourt(c!, yoga!.id, Number(riverside.locations[0]!.id));
    expect(onClass.status).toBe(422);
    expect(onClass.body.errors['items.0.location_id']).toEqual(['A court can only be chosen for resource hire.']);
    expect((await t.json('/api/activities/cart', { token: c!.token })).body.data.items).toEqual([]);
  });

  it('TT-004 slots answer the slot contract with taken courts left out of available_locations', async () => {
    const slots = await slotsOf('riverside', addDays(today(), 2));
    for (const s of slots) expect(slotSchema.safeParse(s).error).toBeUndefined();
    const evening = slots.find((s) => s.starts_at.time_24h === '19:00')!;
    expect(evening.available_locations.map((l) => l.names)).toEqual(['Court 1', 'Court 3', 'Court 4']);
  });
});

describe('ticketed sessions: prices per customer', () => {
  const laneSession = async () =>
    (
      await t.json(
        `/api/venue/riverside/activity-category/swimming/activity/lane-swimming/tickets?date=${addDays(today(), 2)}`,
      )
    ).body.data[0];

  it('TT-005 the tickets of a day carry the session, its v2 flag and every ticket type with its price', async () => {
    const session = await laneSession();
    expect(fastTicketSchema.safeParse(session).error).toBeUndefined();
    expect(session.is_v2).toBe(true);
    expect(session.occurrence_id).toMatch(/^oc/);
    expect(
      session.ticket_types.map((x: { name: string; price: { value: number } }) => [x.name, x.price.value]),
    ).toEqual([
      ['Adult', 450],
      ['Junior', 250],
    ]);
    expect(
      (await t.json('/api/venue/riverside/activity-category/swimming/activity/lane-swimming/tickets?date=2026-13-01'))
        .status,
    ).toBe(422);
  });

  it('API-030 TT-008 TT-007 the price call takes the customer reference: a member gets member prices, a new customer full prices', async () => {
    const session = await laneSession();
    const body = (reference: string) => ({ reference, is_v2: true, occurrence_id: session.occurrence_id });
    const alex = await t.login('demo@example.com');
    const member = await t.json('/price/riverside/ticket/lane-swimming', { token: alex, body: body('RLT000001') });
    expect(member.status).toBe(200);
    expect(ticketPriceAnswer.safeParse(member.body.data).error).toBeUndefined();
    expect(member.body.data).toMatchObject({ reference: 'RLT000001', discount_name: 'Member price', is_v2: true });
    expect(
      member.body.data.ticket_types.map((x: any) => [x.name, x.full_price.value, x.price.value, x.discount?.value]),
    ).toEqual([
      ['Adult', 450, 360, 90],
      ['Junior', 250, 200, 50],
    ]);
    const [fresh] = (await createCustomers(t.db, 1, 'price1')) as Customer[];
    const plain = await t.json('/price/riverside/ticket/lane-swimming', {
      token: fresh!.token,
      body: body('PRICE100000'),
    });
    expect(plain.body.data.discount_name).toBeNull();
    expect(plain.body.data.ticket_types.map((x: any) => x.price.value)).toEqual([450, 250]);
    // Someone else's reference: not theirs to read. A guest naming a customer must log in.
    expect(
      (await t.json('/price/riverside/ticket/lane-swimming', { token: fresh!.token, body: body('RLT000001') })).status,
    ).toBe(403);
    expect((await t.json('/price/riverside/ticket/lane-swimming', { body: body('RLT000001') })).status).toBe(401);
    // Alex may price for Sam, the child linked to them.
    expect(
      (await t.json('/price/riverside/ticket/lane-swimming', { token: alex, body: body('RLT000002') })).status,
    ).toBe(200);
  });

  it('TT-007 the basket charges what the price call showed: member price for a member, full price otherwise', async () => {
    const session = await laneSession();
    const adult = session.ticket_types.find((x: { name: string }) => x.name === 'Adult');
    const alex = await t.login('demo@example.com');
    const add = (token: string) =>
      t.json('/api/activities/cart/add', {
        token,
        body: { items: [{ id: adult.id, type: 'activityTicket', occurrence_id: session.occurrence_id, quantity: 2 }] },
      });
    const member = await add(alex);
    expect(member.status).toBe(200);
    const laneItem = member.body.data.items.find((i: { name: string }) => i.name === 'Lane swimming (Adult)');
    expect([laneItem.unit_price.value, laneItem.price.value]).toEqual([360, 720]);
    const [fresh] = (await createCustomers(t.db, 1, 'price2')) as Customer[];
    expect((await add(fresh!.token)).body.data.total.value).toBe(900);
  });

  it('API-030 the price call validates its body: 422s name reference and occurrence_id', async () => {
    const alex = await t.login('demo@example.com');
    const missing = await t.json('/price/riverside/ticket/lane-swimming', { token: alex, body: { is_v2: true } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty(['reference']);
    const huge = await t.json('/price/riverside/ticket/lane-swimming', {
      token: alex,
      body: { reference: 'RLT000001', occurrence_id: 2147483648 },
    });
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toHaveProperty(['occurrence_id']);
    const other = await t.json('/price/riverside/ticket/lane-swimming', {
      token: alex,
      body: { reference: 'RLT000001', occurrence_id: 'ocnotasession' },
    });
    expect(other.status).toBe(422);
    expect(other.body.errors).toHaveProperty(['occurrence_id']);
  });
});

describe('demo data of the booking types', () => {
  it('demo-data: hilltop has a course, and ticketed and court activities run at riverside and hilltop', async () => {
    const hilltop = await t.json('/api/v1/activities/courses?venue_slugs[]=hilltop');
    expect(hilltop.body.data.map((c: { slug: string }) => c.slug)).toContain('swimming-lessons-stage-2');
    for (const venue of ['riverside', 'hilltop']) {
      const date = addDays(today(), 8);
      expect(await slotsOf(venue, date)).toHaveLength(12);
      for (const activity of ['lane-swimming', 'family-swim']) {
        const r = await t.json(
          `/api/venue/${venue}/activity-category/swimming/activity/${activity}/tickets?date=${date}`,
        );
        expect(r.body.data.length).toBeGreaterThan(0);
        expect(r.body.data[0].ticket_types.map((x: { name: string }) => x.name)).toEqual(['Adult', 'Junior']);
      }
    }
  });
});
