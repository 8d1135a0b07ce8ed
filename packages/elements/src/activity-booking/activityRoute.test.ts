import {
  activityPath,
  categoryTarget,
  chosenDate,
  findCategory,
  isIsoDate,
  parseActivityPath,
  shiftWeek,
  versionFor,
  weekDates,
  weekStartOf,
} from './activityRoute.ts';
import { toCamel, toVenueCategory, type VenueCategoryResponse } from '@venue/core';
import { RIVERSIDE_CATEGORIES } from '../../../../test/fixtures/activities.ts';

describe('the week of <activity-booking>', () => {
  it('CONST-011 a week starts on Monday: Sunday belongs to the week before, Monday starts its own', () => {
    // 2026-11-29 is a Sunday, 2026-11-30 a Monday.
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(weekStartOf('2026-12-02')).toBe('2026-11-30');
    expect(weekDates('2026-12-02')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });

  it('next and previous week keep the weekday, never going before the earliest day', () => {
    expect(shiftWeek('2026-12-02', 1)).toBe('2026-12-09');
    expect(shiftWeek('2026-12-02', -1)).toBe('2026-11-25');
    expect(shiftWeek('2026-12-02', -1, '2026-11-27')).toBe('2026-11-27');
    // Across the clocks going back (25 October 2026) and the year's end.
    expect(shiftWeek('2026-10-21', 1)).toBe('2026-10-28');
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
  });

  it('the day on show is the route date when it is a real date, else today', () => {
    expect(chosenDate('2026-12-02', '2026-11-24')).toBe('2026-12-02');
    expect(chosenDate(undefined, '2026-11-24')).toBe('2026-11-24');
    expect(chosenDate('2026-02-30', '2026-11-24')).toBe('2026-11-24');
    expect(chosenDate('tomorrow', '2026-11-24')).toBe('2026-11-24');
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
  });

  it('TT-002 a date before the migration date uses v1, the migration date and after v2, no date v1', () => {
    expect(versionFor('2026-11-30', '2026-12-01')).toBe('v1');
    expect(versionFor('2026-12-01', '2026-12-01')).toBe('v2');
    expect(versionFor('2026-12-07', '2026-12-01')).toBe('v2');
    expect(versionFor('2026-12-07', null)).toBe('v1');
  });
});

describe('the addresses of <activity-booking>', () => {
  it('ROUTE-015 ROUTE-016 G22 builds /location/{venue}, /{activity} and /{date}, and reads them back', () => {
    expect(activityPath('riverside', {})).toBe('/location/riverside');
    expect(activityPath('riverside', { activity: 'yoga' })).toBe('/location/riverside/yoga');
    expect(activityPath('riverside', { activity: 'yoga', date: '2026-12-02' })).toBe(
      '/location/riverside/yoga/2026-12-02',
    );
    // A date without an activity means nothing: it is left out.
    expect(activityPath('riverside', { date: '2026-12-02' })).toBe('/location/riverside');
    expect(activityPath('riverside', { activity: 'yoga' }, 'https://book.example.com/')).toBe(
      'https://book.example.com/location/riverside/yoga',
    );
    expect(parseActivityPath('/location/riverside/yoga/2026-12-02')).toEqual({
      venue: 'riverside',
      activity: 'yoga',
      date: '2026-12-02',
    });
    expect(parseActivityPath('/location/riverside')).toEqual({
      venue: 'riverside',
      activity: undefined,
      date: undefined,
    });
    expect(parseActivityPath('/location/riverside/yoga/tomorrow')).toBeNull();
    expect(parseActivityPath('/courses/location/riverside')).toBeNull();
    for (const route of [{}, { activity: 'yoga' }, { activity: 'yoga', date: '2027-01-04' }]) {
      expect(parseActivityPath(activityPath('hilltop', route))).toEqual({
        venue: 'hilltop',
        activity: undefined,
        date: undefined,
        ...route,
      });
    }
  });

  it('a course category leads to /courses/location/{venue}/{activity}, a camp to /camps/..., the rest stay in place', () => {
    expect(categoryTarget('riverside', { slug: 'swimming-lessons', bookingType: 'courses' })).toEqual({
      kind: 'external',
      href: '/courses/location/riverside/swimming-lessons',
    });
    expect(
      categoryTarget('riverside', { slug: 'multi-sport-camps', bookingType: 'camps' }, 'https://b.example'),
    ).toEqual({
      kind: 'external',
      href: 'https://b.example/camps/location/riverside/multi-sport-camps',
    });
    expect(categoryTarget('riverside', { slug: 'yoga', bookingType: 'classes' })).toEqual({
      kind: 'route',
      route: { activity: 'yoga' },
    });
    expect(categoryTarget('riverside', { slug: 'fitness-classes', bookingType: null })).toEqual({
      kind: 'route',
      route: { activity: 'fitness-classes' },
    });
  });

  it('finds a root group or a sub-activity by slug, with the group holding it', () => {
    const tree = RIVERSIDE_CATEGORIES.map((c) => toVenueCategory(toCamel<VenueCategoryResponse>(c)));
    expect(findCategory(tree, 'fitness-classes')).toMatchObject({ category: { name: 'Fitness classes' }, group: null });
    expect(findCategory(tree, 'yoga')).toMatchObject({
      category: { name: 'Yoga' },
      group: { slug: 'fitness-classes' },
    });
    expect(findCategory(tree, 'no-such-thing')).toBeNull();
  });
});
