import { currencySymbol, formatMoney, instantMs, type Course, type CourseSession } from '@venue/core';

// What a person may choose of a camp and what it costs, kept out of the view so it is tested alone.
// The server decides (domain/courses/campDays.ts); this only shows the same rule before asking it.

export type CampMode = 'whole' | 'days';

export interface CampDay {
  session: CourseSession;
  placesLeft: number;
  soldOut: boolean;
}

/** The camp's days still to come and not cancelled, each with its own places. */
export function campDays(camp: Course, now: Date): CampDay[] {
  return camp.occurrences
    .filter((s) => s.status !== 'cancelled' && instantMs(s.startsAt) > now.getTime())
    .map((session) => ({ session, placesLeft: session.capacity.available, soldOut: session.capacity.available <= 0 }));
}

/** A camp with a day price can be booked by the day. */
export function bookableByDay(camp: Course): boolean {
  return camp.dayPrice !== null;
}

/** The whole camp has a place only when every remaining day has one. */
export function wholeCampAvailable(days: CampDay[]): boolean {
  return days.length > 0 && days.every((d) => !d.soldOut);
}

/** Minor units the choice costs: every remaining day is the whole camp at the whole-camp price. */
export function choiceTotal(camp: Course, mode: CampMode, chosen: readonly string[], days: CampDay[]): number | null {
  const whole = camp.price?.value ?? null;
  if (mode === 'whole' || (chosen.length === days.length && days.length > 0)) return whole;
  if (!camp.dayPrice) return null;
  return camp.dayPrice.value * chosen.length;
}

/** The session ids to send: none for the whole camp (the server takes every remaining day). */
export function occurrenceIdsFor(mode: CampMode, chosen: readonly string[], days: CampDay[]): string[] | undefined {
  if (mode === 'whole' || chosen.length === days.length) return undefined;
  // Keep the camp's own day order, whatever order they were ticked in.
  return days.filter((d) => chosen.includes(d.session.id)).map((d) => d.session.id);
}

/** 'Ages 6 to 12', 'Ages 6 and over', or null with no limits. */
export function ageRange(camp: Course): string | null {
  const { minAge: min, maxAge: max } = camp;
  if (min !== null && max !== null) return `Ages ${min} to ${max}`;
  if (min !== null) return `Ages ${min} and over`;
  if (max !== null) return `Ages ${max} and under`;
  return null;
}

/** 'Whole camp £125.00 · £28.00 a day' for the list and the summary, in the server's formatting. */
export function priceLine(camp: Course): string {
  const parts: string[] = [];
  if (camp.price) parts.push(`Whole camp ${camp.price.formatted}`);
  if (camp.dayPrice) parts.push(`${camp.dayPrice.formatted} a day`);
  return parts.join(' · ');
}

/** A total in the camp's currency, e.g. '£84.00'. */
export function formatTotal(camp: Course, minorUnits: number): string {
  return formatMoney(minorUnits, currencySymbol(camp.price?.currency ?? camp.dayPrice?.currency));
}
