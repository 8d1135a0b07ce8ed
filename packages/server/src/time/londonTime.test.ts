import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateWords,
  dayBounds,
  localDate,
  localText,
  parseDateTimeFilter,
  utcText,
  wallClock,
  weekday,
  zonedToInstant,
} from './londonTime.ts';

// 2026: clocks go forward on Sunday 29 March at 01:00 UTC (01:00 GMT becomes 02:00 BST) and back on
// Sunday 25 October at 01:00 UTC (02:00 BST becomes 01:00 GMT).
const at = (iso: string) => new Date(iso);

describe('London wall clock of an instant', () => {
  it('reads GMT before and BST after the March change', () => {
    expect(wallClock(at('2026-03-29T00:59:59Z'))).toEqual({ date: '2026-03-29', time: '00:59:59' });
    expect(wallClock(at('2026-03-29T01:00:00Z'))).toEqual({ date: '2026-03-29', time: '02:00:00' });
  });
  it('reads 01:xx twice at the October change', () => {
    expect(localText(at('2026-10-25T00:30:00Z'))).toBe('2026-10-25 01:30:00');
    expect(localText(at('2026-10-25T01:30:00Z'))).toBe('2026-10-25 01:30:00');
    expect(localText(at('2026-10-25T02:30:00Z'))).toBe('2026-10-25 02:30:00');
  });
  it('puts a late-evening UTC instant on the next London day in summer only', () => {
    expect(localDate(at('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(localDate(at('2026-01-01T23:30:00Z'))).toBe('2026-01-01');
    expect(localDate(at('2026-03-28T23:30:00Z'))).toBe('2026-03-28');
    expect(localDate(at('2026-03-29T23:30:00Z'))).toBe('2026-03-30');
    expect(localDate(at('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
    expect(localDate(at('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
  });
  it('takes other venue zones', () => {
    expect(localText(at('2026-07-01T08:30:00Z'), 'Europe/Paris')).toBe('2026-07-01 10:30:00');
    expect(utcText(at('2026-07-01T08:30:00.250Z'))).toBe('2026-07-01 08:30:00');
  });
});

describe('London date and time to an instant', () => {
  it('is GMT in winter and BST in summer', () => {
    expect(zonedToInstant('2026-01-01', '09:30').toISOString()).toBe('2026-01-01T09:30:00.000Z');
    expect(zonedToInstant('2026-07-01', '09:30:15').toISOString()).toBe('2026-07-01T08:30:15.000Z');
  });
  it('on the last Sunday of March, either side of the missing hour', () => {
    expect(zonedToInstant('2026-03-29', '00:59').toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(zonedToInstant('2026-03-29', '02:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(zonedToInstant('2026-03-29', '03:00').toISOString()).toBe('2026-03-29T02:00:00.000Z');
  });
  it('moves a time in the missing hour (01:30 on 29 March) forward by the gap, to 02:30 BST', () => {
    const t = zonedToInstant('2026-03-29', '01:30');
    expect(t.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(localText(t)).toBe('2026-03-29 02:30:00');
  });
  it('takes the later of the two 01:30s on the last Sunday of October (GMT)', () => {
    expect(zonedToInstant('2026-10-25', '01:30').toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(zonedToInstant('2026-10-25', '00:59').toISOString()).toBe('2026-10-24T23:59:00.000Z');
    expect(zonedToInstant('2026-10-25', '02:00').toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });
  it('round-trips every quarter hour of both change days', () => {
    for (const date of ['2026-03-29', '2026-10-25']) {
      for (let m = 0; m < 24 * 60; m += 15) {
        const hhmm = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        const back = wallClock(zonedToInstant(date, hhmm));
        const missing = date === '2026-03-29' && hhmm >= '01:00' && hhmm < '02:00';
        expect(back.date).toBe(date);
        if (!missing) expect(back.time.slice(0, 5)).toBe(hhmm);
      }
    }
  });
  it('uses the venue zone when given one', () => {
    expect(zonedToInstant('2026-07-01', '10:30', 'Europe/Paris').toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(zonedToInstant('2026-07-01', '10:30', 'UTC').toISOString()).toBe('2026-07-01T10:30:00.000Z');
  });
});

describe('London day bounds and calendar arithmetic', () => {
  it('an ordinary day is 24 hours from London midnight', () => {
    const { start, end } = dayBounds('2026-07-01');
    expect(start.toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(end.toISOString()).toBe('2026-07-01T23:00:00.000Z');
  });
  it('the last Sunday of March is 23 hours', () => {
    const { start, end } = dayBounds('2026-03-29');
    expect(start.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });
  it('the last Sunday of October is 25 hours', () => {
    const { start, end } = dayBounds('2026-10-25');
    expect(start.toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(end.toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });
  it('adds calendar days across the changes, months and years', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
  it('names the weekday of a date (0 = Sunday), change days included', () => {
    expect(weekday('2026-03-29')).toBe(0);
    expect(weekday('2026-10-25')).toBe(0);
    expect(weekday('2026-10-26')).toBe(1);
    expect(weekday('2026-11-27')).toBe(5);
  });
  it('writes a date in words', () => {
    expect(dateWords('2026-11-27')).toBe('Fri 27 Nov 2026');
    expect(dateWords('2026-03-29')).toBe('Sun 29 Mar 2026');
  });
});

describe("the contract's 'date time' filter", () => {
  it('reads a zone-less value on the London clock', () => {
    expect(parseDateTimeFilter('2026-01-10 09:00:00').toISOString()).toBe('2026-01-10T09:00:00.000Z');
    expect(parseDateTimeFilter('2026-07-10 09:00').toISOString()).toBe('2026-07-10T08:00:00.000Z');
    expect(parseDateTimeFilter('2026-07-10T09:00:00.5').toISOString()).toBe('2026-07-10T08:00:00.500Z');
  });
  it('reads a value with a zone as that instant', () => {
    expect(parseDateTimeFilter('2026-07-10 09:00:00Z').toISOString()).toBe('2026-07-10T09:00:00.000Z');
    expect(parseDateTimeFilter('2026-07-10T09:00:00+02:00').toISOString()).toBe('2026-07-10T07:00:00.000Z');
  });
  it('follows the change days as zonedToInstant does', () => {
    expect(parseDateTimeFilter('2026-03-29 00:30:00').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(parseDateTimeFilter('2026-03-29 01:30:00').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(parseDateTimeFilter('2026-03-29 02:30:00').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(parseDateTimeFilter('2026-10-25 00:30:00').toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(parseDateTimeFilter('2026-10-25 01:30:00').toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(parseDateTimeFilter('2026-10-25 02:30:00').toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });
});
