import { geocode } from '../domain/venues/geocode.ts';
import { milesBetween, METRES_PER_MILE } from '../domain/venues/distance.ts';
import { testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

describe('venues', () => {
  it('VENUE-002 VENUE-004 API-023 lists venues with every contract field and the client view fields', async () => {
    const r = await t.json('/api/venues');
    expect(r.status).toBe(200);
    expect(r.body.data.map((v: { slug: string }) => v.slug).sort()).toEqual(['harbour', 'hilltop', 'riverside']);
    const v = r.body.data.find((x: { slug: string }) => x.slug === 'riverside');
    for (const k of [
      'venue_id',
      'name',
      'slug',
      'address1',
      'address2',
      'town',
      'area',
      'postcode',
      'opening_times',
      'coordinates',
      'activities_v2_migration_date',
      'created_at',
      'lat',
      'lng',
      'activities_v2_enabled',
      'display_venue_selection_button',
    ]) {
      expect(v).toHaveProperty(k);
    }
    expect(v.coordinates).toEqual({ latitude: 53.4808, longitude: -2.2426 });
    expect(v.activities_v2_enabled).toBe(true);
    expect(r.body.meta.pagination.total_records).toBe(3);
  });

  it('VENUE-003 opening times are OSM opening_hours text', async () => {
    const v = (await t.json('/api/venues/riverside')).body.data;
    expect(v.opening_times).toMatch(/^(Mo|Tu|We|Th|Fr|Sa|Su)[-,A-Za-z]* \d\d:\d\d-\d\d:\d\d(; .+)?$/);
  });

  it('VENUE-013 search by name is case-insensitive', async () => {
    const r = await t.json('/api/venues?search=LEISURE');
    expect(r.body.data.map((v: { slug: string }) => v.slug)).toEqual(['riverside']);
  });

  it('VENUE-010 VENUE-011 lat/lng + radius (miles) filter and sort by distance; radius must be 0..30', async () => {
    // From Manchester: Leeds is about 36 miles away, so 30 miles finds only riverside.
    const near = await t.json('/api/venues?lat=53.48&lng=-2.24&radius=30');
    expect(near.body.data.map((v: { slug: string }) => v.slug)).toEqual(['riverside']);
    expect(near.body.data[0].distance).toBeLessThan(1);
    expect((await t.json('/api/venues?lat=53.48&lng=-2.24&radius=31')).status).toBe(422);
    expect((await t.json('/api/venues?lat=53.48&lng=-2.24&radius=-1')).status).toBe(422);
    const zero = await t.json('/api/venues?lat=53.4808&lng=-2.2426&radius=0');
    expect(zero.body.data.map((v: { slug: string }) => v.slug)).toEqual(['riverside']);
    expect(METRES_PER_MILE).toBe(1609.344);
    expect(milesBetween({ lat: 53.4808, lng: -2.2426 }, { lat: 53.8008, lng: -1.5491 })).toBeGreaterThan(30);
  });

  it('VENUE-012 venues with unusable coordinates are ignored by a distance search; a bad point is ignored', async () => {
    await t.db.query("UPDATE venues SET latitude = 123 WHERE slug = 'harbour'");
    try {
      const r = await t.json('/api/venues?lat=52&lng=-1&radius=30');
      expect(r.body.data.map((v: { slug: string }) => v.slug)).not.toContain('harbour');
      const all = await t.json('/api/venues?lat=200&lng=-1');
      expect(all.body.data).toHaveLength(3);
    } finally {
      await t.db.query("UPDATE venues SET latitude = 51.5072 WHERE slug = 'harbour'");
    }
  });

  it('API-024 GET /api/venues/{slug} answers one venue; unknown slugs 404', async () => {
    const r = await t.json('/api/venues/hilltop');
    expect(r.status).toBe(200);
    expect(r.body.data.name).toBe('Hilltop Sports Hub');
    expect(r.body.data.activities_v2_enabled).toBe(false); // migration date is 7 days ahead
    const missing = await t.json('/api/venues/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Unable to complete request, item not found.');
  });

  it('API-023 the online-joining list holds venues with online joining enabled', async () => {
    await t.db.query("UPDATE venues SET online_joining_enabled = false WHERE slug = 'harbour'");
    try {
      const r = await t.json('/api/venues/online-joining');
      expect(r.body.data.map((v: { slug: string }) => v.slug).sort()).toEqual(['hilltop', 'riverside']);
    } finally {
      await t.db.query("UPDATE venues SET online_joining_enabled = true WHERE slug = 'harbour'");
    }
  });

  it('VENUE-006 locations have id, names, parent_id and location_type', async () => {
    const r = await t.json('/api/venues/riverside/locations');
    const courts = r.body.data.filter((l: { name: string }) => l.name.startsWith('Court '));
    expect(courts).toHaveLength(4);
    const root = r.body.data.find((l: { location_type: string }) => l.location_type === 'venue');
    expect(courts.every((c: { parent_id: number }) => c.parent_id !== root.id && c.parent_id !== null)).toBe(true);
    expect(root.names).toEqual(['Riverside Leisure Centre']);
  });

  it('VAL-015 VAL-016 venue paging validates per_page and page', async () => {
    expect((await t.json('/api/venues?per_page=0')).status).toBe(422);
    expect((await t.json('/api/venues?page=0')).status).toBe(422);
    const p2 = await t.json('/api/venues?per_page=2&page=2');
    expect(p2.body.data).toHaveLength(1);
    expect(p2.body.meta.pagination).toMatchObject({
      previous_page: 1,
      current_page: 2,
      next_page: null,
      first_record_on_page: 3,
      last_record_on_page: 3,
      total_pages: 2,
    });
  });
});

describe('geocode', () => {
  it('API-029 a town name resolves in the UK gazetteer (country gb)', async () => {
    const r = await t.json('/api/geocode?search=leeds');
    expect(r.status).toBe(200);
    expect(r.body.data[0]).toMatchObject({ name: 'Leeds', country: 'gb', type: 'town' });
    expect(r.body.data[0].latitude).toBeCloseTo(53.8, 1);
  });

  it('API-029 a full postcode or an outward code resolves to its area', () => {
    expect(geocode('M3 4LZ')[0]).toMatchObject({ type: 'postcode', name: 'M3 4LZ, Manchester' });
    expect(geocode('ls1')[0]).toMatchObject({ type: 'postcode_area' });
    expect(geocode('Atlantis')).toEqual([]);
  });

  it('VAL-014 the postcode parameter must be 5 to 7 characters; country must be gb; search is required', async () => {
    expect((await t.json('/api/geocode?postcode=M11A')).status).toBe(422);
    expect((await t.json('/api/geocode?postcode=SW1A1AAX')).status).toBe(422);
    const ok = await t.json('/api/geocode?postcode=SW1A%201AA');
    expect(ok.status).toBe(200);
    expect(ok.body.data[0].name).toContain('London');
    expect((await t.json('/api/geocode?search=leeds&country=fr')).status).toBe(422);
    const missing = await t.json('/api/geocode');
    expect(missing.status).toBe(422);
    expect(missing.body.errors.search).toEqual(['This field is required']);
  });
});
