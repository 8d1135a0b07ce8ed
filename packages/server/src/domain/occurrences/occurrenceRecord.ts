import type { Named, NamedLocation } from '../clashes/detectClashes.ts';

/**
 * One occurrence as the scheduling modules see it, independent of how the tables store it. The
 * repository builds these from rows; presenters and rules work on them.
 */
export interface OccurrenceRecord {
  id: string;
  legacyId: number;
  scheduleId: string | null;
  recurrenceId: string | null;
  intervalKey: string | null;
  scheduleReference: string | null;
  name: string;
  description: string | null;
  categoryId: string;
  bookingType: 'ticketed' | 'resources' | 'classes' | 'courses' | 'camps';
  venueId: number;
  timezone: string;
  startsAt: Date;
  endsAt: Date;
  originalStartsAt: Date;
  originalEndsAt: Date;
  setupMinutes: number;
  teardownMinutes: number;
  cancelled: boolean;
  capacityStrategy: 'shared' | 'split';
  /** Shared: the whole capacity. Split: online + foh. */
  capacityMaximum: number;
  onlineCapacity: number | null;
  fohCapacity: number | null;
  onlineConsumed: number;
  fohConsumed: number;
  bookingStrategy: 'sequential' | 'overlapping';
  priceMinor: number | null;
  currency: string;
  locations: NamedLocation[];
  friendlyLocationName: string | null;
  instructors: Named[];
  allowAnonymousBookings: boolean;
  lastBookableAt: Date | null;
  isDetachedFromRecurrence: boolean;
  waitlistMaximum: number | null;
  waitlistConsumed: number;
}

export function consumed(o: Pick<OccurrenceRecord, 'onlineConsumed' | 'fohConsumed'>): number {
  return o.onlineConsumed + o.fohConsumed;
}

/** Places left for a source: split capacity keeps online and front-of-house places apart. */
export function availableFor(o: OccurrenceRecord, source: 'online' | 'foh' = 'online'): number {
  if (o.cancelled) return 0;
  if (o.capacityStrategy === 'split') {
    return source === 'online'
      ? Math.max(0, (o.onlineCapacity ?? 0) - o.onlineConsumed)
      : Math.max(0, (o.fohCapacity ?? 0) - o.fohConsumed);
  }
  return Math.max(0, o.capacityMaximum - consumed(o));
}

export function capacityOf(o: OccurrenceRecord, source: 'online' | 'foh' = 'online') {
  return { available: availableFor(o, source), consumed: consumed(o), maximum: o.capacityMaximum };
}

export function waitlistOf(o: OccurrenceRecord) {
  if (o.waitlistMaximum === null) return null;
  return {
    available: Math.max(0, o.waitlistMaximum - o.waitlistConsumed),
    consumed: o.waitlistConsumed,
    maximum: o.waitlistMaximum,
  };
}
