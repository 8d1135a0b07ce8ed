import { describe, expect, it } from 'vitest';
import { allocationOf, courtGrid, slotKey } from './resourceHire.ts';
import { clampQuantity, ticketTotals, withDiscount, type TicketDiscounts } from './tickets.ts';
import type { FastTicket, Slot, TicketPriceAnswer } from './contract-views.ts';

const money = (value: number) => ({ value, formatted: `£${(value / 100).toFixed(2)}`, currency: 'GBP' });
const time = (hhmm: string) => ({
  utc: `2026-12-01 ${hhmm}:00`,
  local: `2026-12-01 ${hhmm}:00`,
  timezone: 'Europe/London',
  time24h: hhmm,
});
const courts = [1, 2, 3, 4].map((n) => ({ id: String(10 + n), names: `Court ${n}` }));
const slot = (id: string, start: string, free: number[], extra: Partial<Slot> = {}): Slot =>
  ({
    id,
    isV2: true,
    name: 'Badminton court hire',
    startsAt: time(start),
    endsAt: time(`${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`),
    duration: 60,
    actionToShow: { status: 'book', message: null },
    bookableAction: { action: 'book', message: null },
    instructors: [],
    tags: [],
    capacity: { available: free.length, consumed: 4 - free.length, maximum: 4 },
    waitlist: null,
    locationName: 'Courts 1 to 4',
    locations: courts,
    availableLocations: courts.filter((c) => free.includes(Number(c.id) - 10)),
    price: money(1000),
    status: 'bookable',
    ...extra,
  }) as Slot;

describe('slot keys and the court grid', () => {
  it('TT-006 two slots sharing a part of the key stay distinct: same time other court, same court other time, same both other session', () => {
    const keys = [
      slotKey({ sessionId: 'oc1', time: '18:00', locationId: 11 }),
      slotKey({ sessionId: 'oc1', time: '18:00', locationId: 12 }),
      slotKey({ sessionId: 'oc2', time: '19:00', locationId: 11 }),
      slotKey({ sessionId: 'oc3', time: '18:00', locationId: 11 }),
      slotKey({ sessionId: 'oc1', time: '18:00', locationId: null }),
      // A separator inside a part cannot forge another slot's key.
      slotKey({ sessionId: 'oc1|18:00', time: '11', locationId: null }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(slotKey({ sessionId: 'oc1', time: '18:00', locationId: 11 })).toBe(
      slotKey({ sessionId: 'oc1', time: '18:00', locationId: '11' }),
    );
  });

  it('TT-006 the grid has a row per time and a cell per court; taken courts stay as taken cells, each with its own key', () => {
    const grid = courtGrid([slot('oc19', '19:00', [1, 3, 4]), slot('oc18', '18:00', [2, 4])]);
    expect(grid.courts.map((c) => c.name)).toEqual(['Court 1', 'Court 2', 'Court 3', 'Court 4']);
    expect(grid.rows.map((r) => r.time)).toEqual(['18:00', '19:00']);
    expect(grid.rows[0]!.cells.map((c) => [c.court, c.free])).toEqual([
      ['Court 1', false],
      ['Court 2', true],
      ['Court 3', false],
      ['Court 4', true],
    ]);
    expect(grid.rows[0]!.freeCount).toBe(2);
    const allKeys = grid.rows.flatMap((r) => [r.anyKey, ...r.cells.map((c) => c.key)]);
    expect(new Set(allKeys).size).toBe(10);
  });

  it('a cancelled or unbookable session offers no free court', () => {
    const grid = courtGrid([
      slot('oc1', '09:00', [1, 2, 3, 4], { status: 'cancelled' }),
      slot('oc2', '10:00', [1], { bookableAction: { action: 'cancel_reservation', message: 'Reserved' } }),
    ]);
    expect(grid.rows.map((r) => r.freeCount)).toEqual([0, 0]);
  });

  it('a time that cannot be booked at all carries its reason, so its courts are not shown as taken', () => {
    const grid = courtGrid([
      slot('oc1', '09:00', [], { bookableAction: { action: 'none', message: 'This activity has already started' } }),
      slot('oc2', '19:00', [2]),
    ]);
    expect(grid.rows.map((r) => r.closedReason)).toEqual(['This activity has already started', null]);
  });

  it("TT-012 allocationStrategy 'customer' means customer allocation; anything else the system allocates", () => {
    expect(allocationOf({ allocationStrategy: 'customer' })).toBe('customer');
    expect(allocationOf({ allocationStrategy: 'system' })).toBe('system');
    expect(allocationOf({ allocationStrategy: null })).toBe('system');
    expect(allocationOf({})).toBe('system');
  });
});

describe('ticket totals and discounts per customer', () => {
  const session: FastTicket = {
    id: 'oc1',
    isV2: true,
    occurrenceId: 'oc1',
    name: 'Lane swimming',
    startsAt: time('07:00'),
    endsAt: time('09:00'),
    capacity: { available: 30, consumed: 0, maximum: 30 },
    bookableAction: { action: 'book', message: null },
    ticketTypes: [
      { id: 'adult', name: 'Adult', reference: 'LANE-ADULT', pricingOptionId: '1', attendees: 1, price: money(450) },
      { id: 'junior', name: 'Junior', reference: 'LANE-JUNIOR', pricingOptionId: '2', attendees: 1, price: money(250) },
    ],
  };
  const answer = (customerId: number, adult: number, junior: number): TicketPriceAnswer => ({
    reference: `R${customerId}`,
    customerId,
    isV2: true,
    occurrenceId: 'oc1',
    discountName: adult < 450 ? 'Member price' : null,
    ticketTypes: [
      {
        id: 'adult',
        name: 'Adult',
        reference: 'LANE-ADULT',
        pricingOptionId: '1',
        attendees: 1,
        fullPrice: money(450),
        price: money(adult),
        discount: adult < 450 ? money(450 - adult) : null,
      },
      {
        id: 'junior',
        name: 'Junior',
        reference: 'LANE-JUNIOR',
        pricingOptionId: '2',
        attendees: 1,
        fullPrice: money(250),
        price: money(junior),
        discount: junior < 250 ? money(250 - junior) : null,
      },
    ],
  });
  const chosen = [
    { ticketTypeId: 'adult', quantity: 2, customerReference: 'R1' },
    { ticketTypeId: 'junior', quantity: 1, customerReference: 'R1' },
  ];

  it('two Adult and one Junior at full prices total £11.50', () => {
    const totals = ticketTotals(session, chosen, undefined);
    expect(totals.total).toBe(1150);
    expect(totals.count).toBe(3);
    expect(totals.lines.map((l) => [l.name, l.quantity, l.amount])).toEqual([
      ['Adult', 2, 900],
      ['Junior', 1, 250],
    ]);
  });

  it('TT-007 discounts are held per customer id: two customers keep their own prices', () => {
    let discounts: TicketDiscounts = {};
    discounts = withDiscount(discounts, 1, answer(1, 360, 200));
    discounts = withDiscount(discounts, 2, answer(2, 450, 250));
    expect(ticketTotals(session, chosen, discounts['1']).total).toBe(920);
    expect(ticketTotals(session, chosen, discounts['1']).saving).toBe(230);
    expect(ticketTotals(session, chosen, discounts['2']).total).toBe(1150);
    // Replacing one customer's answer leaves the other's alone.
    discounts = withDiscount(discounts, 1, answer(1, 400, 250));
    expect(ticketTotals(session, chosen, discounts['1']).total).toBe(1050);
    expect(ticketTotals(session, chosen, discounts['2']).total).toBe(1150);
  });

  it('quantities are whole numbers from 0 to the limit', () => {
    expect([clampQuantity(-1), clampQuantity(2.7), clampQuantity(99), clampQuantity(Number.NaN)]).toEqual([
      0, 2, 20, 0,
    ]);
    expect(
      ticketTotals(session, [{ ticketTypeId: 'adult', quantity: -3, customerReference: 'R1' }], undefined).total,
    ).toBe(0);
  });
});
