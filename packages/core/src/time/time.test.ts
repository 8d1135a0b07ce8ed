import {
  formatMinutes,
  formatTimeOfDay,
  formatTimeValue,
  instantOf,
  minutesSinceMidnight,
  parseWireTime,
  startOfWeek,
  toTimeValue,
  toWireTime,
  weekDays,
  WIRE_TIME_PATTERN,
} from './index.ts';

describe('time', () => {
  it('CONST-009 time of day is minutes since midnight, capped at 1439', () => {
    expect(minutesSinceMidnight('00:00')).toBe(0);
    expect(minutesSinceMidnight('13:05')).toBe(785);
    expect(minutesSinceMidnight('23:59')).toBe(1439);
    expect(minutesSinceMidnight('24:00')).toBe(1439);
    expect(minutesSinceMidnight('25:30')).toBe(1439);
    expect(formatMinutes(1440)).toBe('23:59');
    expect(() => minutesSinceMidnight('noon')).toThrow(/HH:mm/);
  });

  it('CONST-010 shows a time in 24-hour or 12-hour form', () => {
    expect(formatMinutes(780, '24h')).toBe('13:00');
    expect(formatMinutes(780, '12h')).toBe('1:00pm');
    expect(formatMinutes(0, '12h')).toBe('12:00am');
    expect(formatMinutes(725, '12h')).toBe('12:05pm');
    expect(formatMinutes(545)).toBe('09:05');
  });

  it('CONST-011 weeks start on Monday', () => {
    // 2026-11-22 is a Sunday: its week began on Monday 16th.
    expect(startOfWeek('2026-11-22').format('YYYY-MM-DD ddd')).toBe('2026-11-16 Mon');
    expect(startOfWeek('2026-11-16').format('YYYY-MM-DD')).toBe('2026-11-16');
    expect(weekDays('2026-11-18').map((d) => d.format('ddd'))).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
  });

  it('CONST-006 CONST-007 reads and writes the contract {utc, local, timezone} object and its text form', () => {
    const value = toTimeValue('2026-07-01T08:30:00Z', 'Europe/London');
    expect(value).toEqual({ utc: '2026-07-01 08:30:00', local: '2026-07-01 09:30:00', timezone: 'Europe/London' });
    expect(value.utc).toMatch(WIRE_TIME_PATTERN);
    expect(value.local).toMatch(WIRE_TIME_PATTERN);
    expect(formatTimeOfDay(value)).toBe('09:30');
    expect(formatTimeOfDay(value, '12h')).toBe('9:30am');
    expect(formatTimeValue(value, 'YYYY-MM-DD')).toBe('2026-07-01');
    expect(instantOf(value).toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(toWireTime(parseWireTime('2026-01-02 03:04:05'))).toBe('2026-01-02 03:04:05');
    expect(() => parseWireTime('2026-01-02T03:04:05Z')).toThrow(/YYYY-MM-DD HH:MM:SS/);
  });
});
