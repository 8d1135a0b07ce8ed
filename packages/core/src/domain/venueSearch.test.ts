import { toVenue } from './venue.ts';
import { formatMiles, hasUsableCoordinates, milesBetween, searchVenues, venueNameMatches } from './venueSearch.ts';

// The demo venues (demo-data.md) and two with bad coordinates, through the real wire mapper.
const venues = [
  toVenue({
    slug: 'riverside',
    name: 'Riverside Leisure Centre',
    coordinates: { latitude: 53.4808, longitude: -2.2426 },
  }),
  toVenue({ slug: 'hilltop', name: 'Hilltop Sports Hub', coordinates: { latitude: 53.8008, longitude: -1.5491 } }),
  toVenue({ slug: 'harbour', name: 'Harbour Pool', coordinates: { latitude: 51.5072, longitude: -0.1276 } }),
  toVenue({ slug: 'nowhere', name: 'Nowhere Leisure', coordinates: { latitude: 123, longitude: -2 } }),
  toVenue({ slug: 'words', name: 'Wordy Baths', coordinates: { latitude: 'north', longitude: 'west' } }),
];
const LEEDS = { lat: 53.8008, lng: -1.5491 };
const HUDDERSFIELD = { lat: 53.6458, lng: -1.785 };
const slugs = (r: { results: Array<{ venue: { slug: string } }> }) => r.results.map((x) => x.venue.slug);

describe('venue search (core, framework-free)', () => {
  it('VENUE-010 measures great-circle distance in miles of 1609.344 m', () => {
    // Manchester to Leeds is about 36 miles as the crow flies; 1 degree of latitude is 69.09 miles.
    expect(milesBetween({ lat: 53.4808, lng: -2.2426 }, LEEDS)).toBeCloseTo(36.0, 0);
    expect(milesBetween({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(
      (6_371_008.8 * (Math.PI / 180)) / 1609.344,
      6,
    );
    expect(milesBetween(LEEDS, LEEDS)).toBe(0);
  });

  it('VENUE-012 ignores venues whose latitude is out of range or whose coordinates are not numeric', () => {
    expect(venues.filter(hasUsableCoordinates).map((v) => v.slug)).toEqual(['riverside', 'hilltop', 'harbour']);
    expect(hasUsableCoordinates({ ...venues[0]!, lat: 91 })).toBe(false);
    expect(hasUsableCoordinates({ ...venues[0]!, lng: Number.NaN })).toBe(false);
    // Near a point (the distance list and the map) they are absent, even with the widest radius.
    const near = searchVenues(venues, { term: '', origin: { lat: 53.59, lng: -2 }, radius: 30 });
    expect(slugs(near)).not.toContain('nowhere');
    expect(slugs(near)).not.toContain('words');
    // A name search with a distance drops them too; without an origin the plain list still names them.
    expect(slugs(searchVenues(venues, { term: 'leisure', origin: LEEDS, radius: 5 }))).toEqual(['riverside']);
    expect(slugs(searchVenues(venues, { term: 'leisure', origin: null, radius: 5 }))).toEqual(['nowhere', 'riverside']);
  });

  it('VENUE-013 searches names case-insensitively', () => {
    expect(venueNameMatches(venues[0]!, 'LEISURE')).toBe(true);
    expect(venueNameMatches(venues[0]!, 'leisure centre')).toBe(true);
    expect(venueNameMatches(venues[0]!, 'pool')).toBe(false);
    const found = searchVenues(venues, { term: 'RIVER', origin: null, radius: 5 });
    expect(found.mode).toBe('name');
    expect(slugs(found)).toEqual(['riverside']);
  });

  it('limits a search around a point to the radius (clamped to 0..30 miles), nearest first', () => {
    // Huddersfield: Hilltop about 14.4 miles, Riverside about 22, Harbour about 160.
    const at = (radius: number) => searchVenues(venues, { term: 'Huddersfield', origin: HUDDERSFIELD, radius });
    expect(at(5).mode).toBe('near');
    expect(slugs(at(5))).toEqual([]);
    expect(slugs(at(15))).toEqual(['hilltop']);
    expect(slugs(at(30))).toEqual(['hilltop', 'riverside']);
    expect(slugs(at(500))).toEqual(['hilltop', 'riverside']);
    const distances = at(30).results.map((r) => r.distance!);
    expect(distances[0]).toBeCloseTo(14.4, 1);
    expect(distances[0]!).toBeLessThan(distances[1]!);
    // Radius 0 keeps a venue exactly at the point.
    expect(slugs(searchVenues(venues, { term: 'Leeds', origin: LEEDS, radius: 0 }))).toEqual(['hilltop']);
  });

  it('lists every venue by name with no term and no point, and nothing for a term that is neither a name nor a place', () => {
    const all = searchVenues(venues, { term: '  ', origin: null, radius: 5 });
    expect(all.mode).toBe('all');
    expect(slugs(all)).toEqual(['harbour', 'hilltop', 'nowhere', 'riverside', 'words']);
    expect(all.results.every((r) => r.distance === null)).toBe(true);
    expect(searchVenues(venues, { term: 'zzz', origin: null, radius: 5 })).toEqual({ mode: 'none', results: [] });
  });

  it('formats distances in miles', () => {
    expect(formatMiles(0)).toBe('0 miles');
    expect(formatMiles(0.96)).toBe('1 mile');
    expect(formatMiles(3.24)).toBe('3.2 miles');
    expect(formatMiles(12.6)).toBe('13 miles');
  });
});
