import { HALF_TERM_CAMP, SUMMER_CAMP } from '../../../../test/fixtures/courses.ts';
import {
  ageRange,
  bookableByDay,
  campDays,
  choiceTotal,
  formatTotal,
  occurrenceIdsFor,
  priceLine,
  wholeCampAvailable,
} from './campChoice.ts';

const now = new Date();

describe('camp choices (issue 11: whole camp or single days)', () => {
  it('lists the days still to come, each with its places, and marks a sold-out day', () => {
    const days = campDays(HALF_TERM_CAMP, now);
    expect(days.map((d) => [d.placesLeft, d.soldOut])).toEqual([
      [12, false],
      [0, true],
      [12, false],
    ]);
    expect(wholeCampAvailable(days)).toBe(false);
    expect(wholeCampAvailable(campDays(SUMMER_CAMP, now))).toBe(true);
  });

  it('days already begun are not offered', () => {
    // An hour into the camp's third day (a fixed offset from now failed before the days' 09:00 start).
    const third = SUMMER_CAMP.occurrences[2]!;
    const during = new Date(Date.parse(`${third.startsAt.utc.replace(' ', 'T')}Z`) + 3600 * 1000);
    expect(campDays(SUMMER_CAMP, during).map((d) => d.session.id)).toEqual(
      SUMMER_CAMP.occurrences.slice(3).map((s) => s.id),
    );
  });

  it('prices the whole camp at its price and chosen days at the day price; every day is the whole camp', () => {
    const days = campDays(SUMMER_CAMP, now);
    const ids = days.map((d) => d.session.id);
    expect(choiceTotal(SUMMER_CAMP, 'whole', [], days)).toBe(12500);
    expect(choiceTotal(SUMMER_CAMP, 'days', ids.slice(0, 3), days)).toBe(8400);
    expect(choiceTotal(SUMMER_CAMP, 'days', ids, days)).toBe(12500);
    expect(formatTotal(SUMMER_CAMP, 8400)).toBe('£84.00');
  });

  it('sends no day list for the whole camp, and the chosen days in the camp order otherwise', () => {
    const days = campDays(SUMMER_CAMP, now);
    const ids = days.map((d) => d.session.id);
    expect(occurrenceIdsFor('whole', ids.slice(0, 2), days)).toBeUndefined();
    expect(occurrenceIdsFor('days', ids, days)).toBeUndefined();
    expect(occurrenceIdsFor('days', [ids[3]!, ids[0]!], days)).toEqual([ids[0], ids[3]]);
  });

  it('a camp without a day price is booked whole only', () => {
    expect(bookableByDay(SUMMER_CAMP)).toBe(true);
    expect(bookableByDay({ ...SUMMER_CAMP, dayPrice: null })).toBe(false);
    expect(choiceTotal({ ...SUMMER_CAMP, dayPrice: null }, 'days', ['x'], campDays(SUMMER_CAMP, now))).toBeNull();
  });

  it('says the ages and both prices in words', () => {
    expect(ageRange(SUMMER_CAMP)).toBe('Ages 6 to 12');
    expect(ageRange({ ...SUMMER_CAMP, maxAge: null })).toBe('Ages 6 and over');
    expect(ageRange({ ...SUMMER_CAMP, minAge: null, maxAge: null })).toBeNull();
    expect(priceLine(SUMMER_CAMP)).toBe('Whole camp £125.00 · £28.00 a day');
  });
});
