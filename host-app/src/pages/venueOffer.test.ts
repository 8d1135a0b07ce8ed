import { describe, expect, it } from 'vitest';
import { toVenueCategory, type VenueCategory } from '@venue/core';
import { everyChoice, venueChoices } from './venueOffer.ts';

let nextId = 1;
function category(name: string, bookingType: string | null, children: VenueCategory[] = []): VenueCategory {
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  return toVenueCategory({
    id: String(nextId++),
    name,
    slug,
    bookingType,
    parent: null,
    inUse: { inUse: true, reasons: [] },
    createdAt: '2026-01-01T00:00:00Z',
    children,
  } as unknown as Parameters<typeof toVenueCategory>[0]);
}

const riverside = [
  category('Fitness classes', null, [category('Yoga', 'classes'), category('Spin', 'classes')]),
  category('Swimming', null, [category('Lane swimming', 'ticketed')]),
  category('Racket sports', null, [category('Badminton court hire', 'resources')]),
  category('Courses', null, [category('Swimming lessons', 'courses')]),
  category('Camps', null, [category('Multi-sport camps', 'camps')]),
];

describe("a venue's tiles", () => {
  it('offer activities (naming its groups), courses, camps and memberships where the venue has them all', () => {
    expect(venueChoices('riverside', riverside).map((c) => [c.href, c.title, c.detail])).toEqual([
      ['/location/riverside', 'Book an activity', 'Fitness classes, Swimming and Racket sports'],
      ['/courses/location/riverside', 'Book a course', 'Lessons that run week by week'],
      ['/camps/location/riverside', 'Book a camp', 'Holiday camps for children'],
      ['/pricing', 'Buy a membership', 'Compare plans and join online'],
    ]);
  });

  it('leave out courses and camps at a venue with none, so no tile leads to an empty list', () => {
    const harbour = [category('Swimming', null, [category('Lane swimming', 'ticketed')])];
    expect(venueChoices('harbour', harbour).map((c) => [c.title, c.detail])).toEqual([
      ['Book an activity', 'Swimming'],
      ['Buy a membership', 'Compare plans and join online'],
    ]);
  });

  it('count a root group that is itself bookable, and ignore an empty group', () => {
    const choices = venueChoices('x', [
      category('Climbing wall', 'ticketed'),
      category('Gym', null),
      category('Football camps', 'camps'),
    ]);
    expect(choices.map((c) => [c.title, c.detail])).toEqual([
      ['Book an activity', 'Climbing wall'],
      ['Book a camp', 'Holiday camps for children'],
      ['Buy a membership', 'Compare plans and join online'],
    ]);
  });

  it('offer memberships alone at a venue with nothing to book, and every kind when the categories are unread', () => {
    expect(venueChoices('empty', []).map((c) => c.title)).toEqual(['Buy a membership']);
    expect(everyChoice('riverside').map((c) => c.href)).toEqual([
      '/location/riverside',
      '/courses/location/riverside',
      '/camps/location/riverside',
      '/pricing',
    ]);
  });
});
