/**
 * Occurrence update rules beyond field shapes (contracts §5): the capacity strategy cannot change,
 * and a new capacity cannot drop below the places already taken. The field shapes themselves
 * (HH:MM, 1 to 720 minutes, reasons...) are the zod schema in @venue/core/contract/occurrences.
 */
export type CapacityStrategy = 'shared' | 'split';
export type CapacityUpdate =
  { strategy: 'shared'; capacity: number } | { strategy: 'split'; online: number; foh: number };

export interface CurrentCapacity {
  strategy: CapacityStrategy;
  onlineConsumed: number;
  fohConsumed: number;
}

export const UPDATE_MESSAGES = {
  strategyLocked: 'The capacity strategy of an occurrence cannot change.',
  belowConsumed: 'The capacity cannot be less than the places already booked.',
} as const;

export function validateCapacityChange(current: CurrentCapacity, next: CapacityUpdate): Record<string, string[]> {
  if (next.strategy !== current.strategy) return { 'capacity.strategy': [UPDATE_MESSAGES.strategyLocked] };
  if (next.strategy === 'shared') {
    return next.capacity < current.onlineConsumed + current.fohConsumed
      ? { 'capacity.capacity': [UPDATE_MESSAGES.belowConsumed] }
      : {};
  }
  const errors: Record<string, string[]> = {};
  if (next.online < current.onlineConsumed) errors['capacity.online'] = [UPDATE_MESSAGES.belowConsumed];
  if (next.foh < current.fohConsumed) errors['capacity.foh'] = [UPDATE_MESSAGES.belowConsumed];
  return errors;
}

/** OCC-032: a null friendly name reads as the location names joined together. */
export function displayLocationName(friendlyName: string | null, locationNames: string[]): string {
  return friendlyName ?? locationNames.join(', ');
}
