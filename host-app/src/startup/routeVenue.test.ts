import { routeVenue } from './routeVenue.ts';

describe('routeVenue', () => {
  it('names the venue of the activity, course and camp pages, as the router gives it to SelectsVenue', () => {
    expect(routeVenue('/location/riverside')).toBe('riverside');
    expect(routeVenue('/location/riverside/yoga/2026-11-23')).toBe('riverside');
    expect(routeVenue('/courses/location/riverside')).toBe('riverside');
    expect(routeVenue('/courses/location/river%20side/tennis/adult-tennis/book')).toBe('river side');
    expect(routeVenue('/camps/location/hilltop/')).toBe('hilltop');
  });

  it('names none for pages that select no venue', () => {
    for (const path of ['/', '/basket', '/centre/riverside', '/location', '/courses/location/', '/pricing'])
      expect(routeVenue(path)).toBeNull();
  });
});
