import { describe, expect, it } from 'vitest';
import { detectClashes, type ClashCandidate } from './detectClashes.ts';
import { isWithinOpeningHours, parseOpeningHours } from './openingHours.ts';

const venue = { openingTimes: 'Mo-Fr 06:00-22:00; Sa,Su 08:00-20:00', timezone: 'Europe/London' };
const studio = { id: 'loc-1', names: 'Studio 1' };
const pool = { id: 'loc-2', names: 'Main pool' };
const sam = { id: 'ins-1', name: 'Sam Taylor' };
const jo = { id: 'ins-2', name: 'Jo Patel' };

function occ(over: Partial<ClashCandidate> & { id: string; at: string; minutes?: number }): ClashCandidate {
  const startsAt = new Date(over.at);
  return {
    name: `Class ${over.id}`,
    endsAt: new Date(startsAt.getTime() + (over.minutes ?? 60) * 60_000),
    setupMinutes: 0,
    teardownMinutes: 0,
    recurrenceId: null,
    instructors: [],
    locations: [],
    cancelled: false,
    startsAt,
    ...over,
  };
}

describe('opening hours', () => {
  it('OCC-017 reads OSM weekday rules, off days and 24/7', () => {
    const week = parseOpeningHours('Mo-Fr 06:00-22:00; Sa 08:00-12:00,14:00-18:00; Su off');
    expect(isWithinOpeningHours(week, 0, 6 * 60, 7 * 60)).toBe(true);
    expect(isWithinOpeningHours(week, 5, 12 * 60, 13 * 60)).toBe(false);
    expect(isWithinOpeningHours(week, 6, 10 * 60, 11 * 60)).toBe(false);
    expect(isWithinOpeningHours(parseOpeningHours('24/7'), 3, 0, 1440)).toBe(true);
    expect(isWithinOpeningHours(parseOpeningHours('Mo-Su 06:00-22:00; PH off'), 2, 9 * 60, 10 * 60)).toBe(true);
  });
});

describe('clash detection', () => {
  // 2026-11-23 is a Monday; London is on UTC in November.
  it('OCC-017 reports an opening_times clash with a message when setup starts before opening', () => {
    const early = occ({ id: 'a', at: '2026-11-23T06:00:00Z', setupMinutes: 15 });
    const clashes = detectClashes(early, [], [], venue);
    expect(clashes).toEqual([{ type: 'opening_times', message: expect.stringContaining('opening times') }]);
    expect(detectClashes(occ({ id: 'b', at: '2026-11-23T06:15:00Z', setupMinutes: 15 }), [], [], venue)).toEqual([]);
  });

  it('OCC-018 reports an instructors clash with starts_at, ends_at, recurrence_id, message and the shared instructors', () => {
    const target = occ({ id: 'a', at: '2026-11-23T09:00:00Z', instructors: [sam, jo], locations: [studio] });
    const other = occ({
      id: 'b',
      at: '2026-11-23T09:30:00Z',
      instructors: [sam],
      locations: [pool],
      recurrenceId: 'rec-1',
    });
    const [clash] = detectClashes(target, [other], [], venue);
    expect(clash).toMatchObject({
      type: 'instructors',
      recurrence_id: 'rec-1',
      instructors: [sam],
      starts_at: { utc: '2026-11-23 09:30:00', local: '2026-11-23 09:30:00', timezone: 'Europe/London' },
      ends_at: { utc: '2026-11-23 10:30:00' },
    });
    expect(clash && 'message' in clash && clash.message).toContain('Sam Taylor');
  });

  it('OCC-019 reports a locations clash carrying locations as well, including teardown time', () => {
    const target = occ({ id: 'a', at: '2026-11-23T09:00:00Z', locations: [studio], teardownMinutes: 10 });
    const touching = occ({ id: 'b', at: '2026-11-23T10:05:00Z', locations: [studio], instructors: [jo] });
    const clashes = detectClashes(target, [touching], [], venue);
    expect(clashes).toHaveLength(1);
    expect(clashes[0]).toMatchObject({ type: 'locations', locations: [studio], instructors: [jo] });
    const after = occ({ id: 'c', at: '2026-11-23T10:10:00Z', locations: [studio] });
    expect(detectClashes(target, [after], [], venue)).toEqual([]);
  });

  it('OCC-020 reports a closure clash with message, closure_id and the closed locations', () => {
    const target = occ({ id: 'a', at: '2026-11-23T09:00:00Z', locations: [studio, pool] });
    const closure = {
      id: 'cl-1',
      reason: 'Pool maintenance',
      startsAt: new Date('2026-11-23T00:00:00Z'),
      endsAt: new Date('2026-11-24T00:00:00Z'),
      locationIds: ['loc-2'],
    };
    expect(detectClashes(target, [], [closure], venue)).toEqual([
      { type: 'closure', message: 'Main pool is closed: Pool maintenance', closure_id: 'cl-1', locations: [pool] },
    ]);
  });

  it('OCC-007 cancelled occurrences neither clash nor are clashed with', () => {
    const target = occ({ id: 'a', at: '2026-11-23T09:00:00Z', locations: [studio] });
    const cancelled = occ({ id: 'b', at: '2026-11-23T09:00:00Z', locations: [studio], cancelled: true });
    expect(detectClashes(target, [cancelled], [], venue)).toEqual([]);
    expect(
      detectClashes(
        { ...target, cancelled: true },
        [occ({ id: 'c', at: '2026-11-23T09:00:00Z', locations: [studio] })],
        [],
        venue,
      ),
    ).toEqual([]);
  });
});
