import { describe, expect, it } from 'vitest';
import { activitiesApiVersionFor } from './apiVersion.ts';
import { timeOfDay as toTimeOfDay, timeValue as toTimeValue } from '../../presentation/wire.ts';
import { dayBounds, zonedToInstant } from '../../time/londonTime.ts';

describe('activities API version by migration date', () => {
  it('TT-002 uses v2 on and after the migration date and v1 before it', () => {
    expect(activitiesApiVersionFor('2026-11-28', '2026-11-28')).toBe('v2');
    expect(activitiesApiVersionFor('2026-12-01', '2026-11-28')).toBe('v2');
    expect(activitiesApiVersionFor('2026-11-27', '2026-11-28')).toBe('v1');
  });
  it('TT-002 uses v1 when a venue has no migration date', () => {
    expect(activitiesApiVersionFor('2030-01-01', null)).toBe('v1');
  });
});

describe('venue wall-clock times', () => {
  it('CONST-006 CONST-007 gives utc, local and timezone in YYYY-MM-DD HH:MM:SS', () => {
    const summer = toTimeValue(new Date('2026-07-01T08:30:00Z'), 'Europe/London');
    expect(summer).toEqual({ utc: '2026-07-01 08:30:00', local: '2026-07-01 09:30:00', timezone: 'Europe/London' });
    expect(toTimeOfDay(new Date('2026-01-05T18:05:00Z'), 'Europe/London').time_24h).toBe('18:05');
  });
  it('TT-003 converts local wall-clock times to instants across daylight saving', () => {
    expect(zonedToInstant('2026-07-01', '09:30', 'Europe/London').toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(zonedToInstant('2026-01-01', '09:30', 'Europe/London').toISOString()).toBe('2026-01-01T09:30:00.000Z');
    const { start, end } = dayBounds('2026-03-29', 'Europe/London');
    expect(end.getTime() - start.getTime()).toBe(23 * 3600 * 1000);
  });
});
