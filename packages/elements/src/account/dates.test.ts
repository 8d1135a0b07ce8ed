// The account's two date patterns are written out (dates.ts) instead of taken from core's wall clock: they must
// give exactly what core's formatter gives for the same patterns.
import { formatInstant, formatWall, parseWall } from '@venue/core';
import { formatDate, formatLocal } from './dates.ts';

const coreDate = (date: string) => {
  if (date.length > 10) return formatInstant(date, 'D MMM YYYY', 'Europe/London') ?? date;
  const day = parseWall(date, { strict: false });
  return day ? formatWall(day, 'D MMM YYYY') : date;
};
const coreLocal = (local: string) => {
  const time = parseWall(local, { strict: false });
  return time ? formatWall(time, 'ddd D MMM YYYY, HH:mm') : local;
};

describe('account dates', () => {
  it('format days, instants and wall-clock times as core formats them', () => {
    const days = ['2026-01-01', '2026-09-09', '2026-12-24', '2028-02-29', '2026-02-30', '2026-11-31', '0999-05-06'];
    const instants = [
      '2026-10-23T23:00:00Z',
      '2026-03-29T00:30:00Z',
      '2026-10-25T00:30:00.000Z',
      '2026-06-30T23:59:59+00:00',
      '2026-12-31T23:30:00Z',
    ];
    const times = ['2026-11-27 17:00:00', '2026-09-01T06:05', '2026-12-31 23:59:59', '2026-04-31 10:00:00'];
    for (const d of [...days, ...instants, 'not a date', '2026-13-45x']) expect(formatDate(d)).toBe(coreDate(d));
    for (const t of [...times, 'later']) expect(formatLocal(t)).toBe(coreLocal(t));
    expect(formatDate('2026-09-09')).toBe('9 Sep 2026');
    expect(formatDate('2026-10-23T23:00:00Z')).toBe('24 Oct 2026');
    expect(formatLocal('2026-11-27 17:00:00')).toBe('Fri 27 Nov 2026, 17:00');
    expect(formatDate(null)).toBe('');
  });
});
