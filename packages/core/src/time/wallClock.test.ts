import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import {
  addDays,
  formatTimeOfDay,
  formatTimeValue,
  formatWall,
  formatWallText,
  instantMs,
  isIsoDate,
  mondayOf,
  parseWall,
  wallOf,
  wallOfDate,
  weekOf,
} from './wallClock.ts';
import { formatInstant, wallInZone } from './zone.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

// Every pattern the views format with, and the rest of the tokens formatWall claims to know.
const PATTERNS = [
  'ddd D MMM YYYY',
  'D MMM YYYY',
  'ddd D MMM',
  'ddd D MMM YYYY, HH:mm',
  'HH:mm',
  'dddd D MMMM',
  'dddd D MMMM YYYY',
  'dddd D MMM',
  'D MMMM',
  'D MMMM YYYY',
  'D MMM',
  'D MMM YYYY, HH:mm',
  'YYYY-MM-DD',
  'YYYY-MM-DD HH:mm:ss',
  'ddd',
  'D',
  'YY M DD d dd H h hh m s a A [at] HH:mm [YYYY]',
];

/** A pseudo-random generator with a fixed seed, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** Wall-clock texts from 1999 to 2040, every month, day 1-31 (some not real), any time of day. */
function wallTexts(count: number): string[] {
  const next = random(12);
  const int = (max: number) => Math.floor(next() * max);
  return Array.from(
    { length: count },
    () => `${1999 + int(42)}-${two(1 + int(12))}-${two(1 + int(31))} ${two(int(24))}:${two(int(60))}:${two(int(60))}`,
  );
}

describe("wallClock: the wire's wall-clock texts without a date library", () => {
  it('formats every pattern exactly as dayjs does, for 3,000 wall-clock times', () => {
    for (const text of wallTexts(3000)) {
      const value = { utc: text, local: text, timezone: 'Europe/London' };
      const oracle = dayjs(text.replace(' ', 'T'));
      for (const pattern of PATTERNS)
        expect(formatTimeValue(value, pattern), `${text} ${pattern}`).toBe(oracle.format(pattern));
      expect(formatTimeOfDay(value), text).toBe(oracle.format('HH:mm'));
      expect(instantMs(value), text).toBe(dayjs.utc(text.replace(' ', 'T')).valueOf());
    }
  });

  it('reads only real dates strictly, and rolls over like dayjs when loose', () => {
    expect(parseWall('2026-02-30')).toBeNull();
    expect(parseWall('2026-02-29')).toBeNull();
    expect(parseWall('2028-02-29')).toMatchObject({ year: 2028, month: 2, day: 29, weekday: 2 });
    expect(parseWall('2026-11-24 25:00:00')).toBeNull();
    expect(parseWall('2026-11-24T18:30')).toMatchObject({ hour: 18, minute: 30, second: 0 });
    expect(parseWall('24/11/2026')).toBeNull();
    const loose = parseWall('2026-02-30 10:00:00', { strict: false })!;
    expect(formatWall(loose, 'YYYY-MM-DD HH:mm')).toBe(dayjs('2026-02-30T10:00:00').format('YYYY-MM-DD HH:mm'));
    expect(wallOf({ utc: '2026-02-30 10:00:00', local: '2026-02-30 10:00:00', timezone: 'Europe/London' }).month).toBe(
      3,
    );
    expect(() => wallOf({ utc: '', local: '2026-02-03T10:00:00Z', timezone: 'Europe/London' })).toThrow(/wire time/);
    expect(formatWallText('not a date', 'D MMM')).toBe('not a date');
    expect(formatWallText('2026-12-24', 'D MMM YYYY')).toBe('24 Dec 2026');
  });

  it('agrees with dayjs on calendar dates: validity, adding days, Monday weeks', () => {
    const next = random(7);
    for (let i = 0; i < 2000; i++) {
      const date = dayjs('2000-01-01').add(Math.floor(next() * 15_000), 'day');
      const iso = date.format('YYYY-MM-DD');
      const shift = Math.floor(next() * 80) - 40;
      expect(addDays(iso, shift), `${iso} + ${shift}`).toBe(date.add(shift, 'day').format('YYYY-MM-DD'));
      const monday = date.subtract((date.day() + 6) % 7, 'day');
      expect(mondayOf(iso), iso).toBe(monday.format('YYYY-MM-DD'));
      expect(weekOf(iso), iso).toEqual(Array.from({ length: 7 }, (_, d) => monday.add(d, 'day').format('YYYY-MM-DD')));
      expect(isIsoDate(iso)).toBe(true);
    }
    // Across the clock changes (29 Mar and 25 Oct 2026 in London) a day is still a day.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(weekOf('2026-11-22')[0]).toBe('2026-11-16');
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-1-03')).toBe(false);
    expect(isIsoDate('2026-01-03 10:00:00')).toBe(false);
    expect(isIsoDate(undefined)).toBe(false);
  });

  it('reads an instant in a zone as dayjs.tz does, on both sides of the clock changes', () => {
    const next = random(3);
    const instants = [
      '2026-10-24T23:00:00Z',
      '2026-03-29T00:59:59Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T00:30:00Z',
      '2026-10-25T01:30:00Z',
      ...Array.from({ length: 500 }, () =>
        new Date(Date.UTC(2020, 0, 1) + next() * 10 * 365 * 86_400_000).toISOString(),
      ),
    ];
    for (const instant of instants)
      for (const zone of ['Europe/London', 'America/New_York', 'Asia/Kolkata'])
        expect(formatWall(wallInZone(instant, zone)!, 'YYYY-MM-DD HH:mm:ss ddd'), `${instant} ${zone}`).toBe(
          dayjs(instant).tz(zone).format('YYYY-MM-DD HH:mm:ss ddd'),
        );
    expect(wallInZone('not a date', 'Europe/London')).toBeNull();
    expect(formatInstant('2026-10-24T23:00:00Z', 'D MMM YYYY', 'Europe/London')).toBe('25 Oct 2026');
    expect(formatInstant('not a date', 'D MMM YYYY')).toBeNull();
    const now = new Date(2026, 10, 24, 9, 5, 7);
    expect(formatWall(wallOfDate(now), 'ddd D MMM YYYY, HH:mm:ss')).toBe(dayjs(now).format('ddd D MMM YYYY, HH:mm:ss'));
  });
});
