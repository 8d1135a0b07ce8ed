import { describe, expect, it } from 'vitest';
import { occurrenceUpdateSchema } from '@venue/core/contract';
import { displayLocationName, UPDATE_MESSAGES, validateCapacityChange } from './updateRules.ts';

const ok = (body: unknown) => occurrenceUpdateSchema.safeParse(body).success;

describe('occurrence update schema', () => {
  it('OCC-026 action is update or delete', () => {
    expect(ok({ action: 'update' })).toBe(true);
    expect(ok({ action: 'move' })).toBe(false);
  });
  it('OCC-027 start_time is HH:MM 24-hour', () => {
    for (const bad of ['24:00', '9:5', '1pm', '09:60']) expect(ok({ action: 'update', start_time: bad })).toBe(false);
    expect(ok({ action: 'update', start_time: '23:59' })).toBe(true);
    expect(ok({ action: 'update', start_time: '00:00' })).toBe(true);
  });
  it('OCC-028 duration_minutes is 1 to 720', () => {
    expect(ok({ action: 'update', duration_minutes: 0 })).toBe(false);
    expect(ok({ action: 'update', duration_minutes: 721 })).toBe(false);
    expect(ok({ action: 'update', duration_minutes: 1 })).toBe(true);
    expect(ok({ action: 'update', duration_minutes: 720 })).toBe(true);
  });
  it('OCC-034 OCC-035 shared capacity needs at least 1; split needs online and foh at least 0', () => {
    expect(ok({ action: 'update', capacity: { strategy: 'shared', capacity: 0 } })).toBe(false);
    expect(ok({ action: 'update', capacity: { strategy: 'split', online: -1, foh: 0 } })).toBe(false);
    expect(ok({ action: 'update', capacity: { strategy: 'split', online: 0, foh: 0 } })).toBe(true);
  });
  it('OCC-037 delete needs one of the twelve reasons', () => {
    expect(ok({ action: 'delete' })).toBe(false);
    expect(ok({ action: 'delete', reason: 'bored' })).toBe(false);
    expect(ok({ action: 'delete', reason: 'staff_availability' })).toBe(true);
  });
});

describe('occurrence update rules', () => {
  it('OCC-036 the capacity strategy cannot change', () => {
    expect(
      validateCapacityChange(
        { strategy: 'shared', onlineConsumed: 0, fohConsumed: 0 },
        { strategy: 'split', online: 5, foh: 5 },
      ),
    ).toEqual({
      'capacity.strategy': [UPDATE_MESSAGES.strategyLocked],
    });
  });
  it('OCC-034 capacity cannot drop below places already taken', () => {
    expect(
      validateCapacityChange(
        { strategy: 'shared', onlineConsumed: 4, fohConsumed: 2 },
        { strategy: 'shared', capacity: 5 },
      ),
    ).toHaveProperty('capacity.capacity');
    expect(
      validateCapacityChange(
        { strategy: 'shared', onlineConsumed: 4, fohConsumed: 2 },
        { strategy: 'shared', capacity: 6 },
      ),
    ).toEqual({});
  });
  it('OCC-032 a null friendly name is the location names joined', () => {
    expect(displayLocationName(null, ['Studio 1', 'Studio 2'])).toBe('Studio 1, Studio 2');
    expect(displayLocationName('The big room', ['Studio 1'])).toBe('The big room');
  });
});
