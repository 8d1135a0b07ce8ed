import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { checksum } from '../http/envelope.ts';
import { testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

describe('client, theme and footer', () => {
  it('API-016 API-006 GET /api/client answers id, name and currency in the {data, checksum} envelope', async () => {
    const r = await t.json('/api/client');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ name: 'Riverside Leisure Trust', currency: { code: 'GBP', symbol: '£' } });
    expect(typeof r.body.data.id).toBe('number');
    expect(r.body.checksum).toBe(checksum(r.body.data));
    expect(r.body.checksum).toMatch(/^[0-9a-f]{40}$/);
  });

  it("names the operator's terms and conditions page, which sign-up links beside the box to accept them", async () => {
    const r = await t.json('/api/client');
    expect(r.body.data.terms_url).toBe('https://example.com/terms');
  });

  it('API-003 answers JSON and 404s an unknown client domain in the spec shape', async () => {
    const r = await t.json('/api/client', { headers: { 'X-Client-Domain': 'nobody-here' } });
    expect(r.status).toBe(404);
    expect(r.headers.get('content-type')).toContain('application/json');
    expect(r.body).toEqual({ message: 'Unable to complete request, item not found.' });
  });

  it('THEME-002 THEME-003 THEME-005..010 the client theme is the spec default theme', async () => {
    const r = await t.json('/api/frontend/theme');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      theme_app_primary_colour: '#8C59F8',
      theme_app_secondary_colour1: '#3E2DAC',
      theme_app_header_bg_colour: '#262731',
      theme_app_heading_font_style: 'garage_gothic',
      theme_app_body_font_style: 'roboto',
      theme_app_secondary_button_style: 'solid',
    });
    for (const k of [
      'theme_app_secondary_colour2',
      'theme_app_dark_bg_colour',
      'header_primary_colour',
      'theme_app_logo',
    ])
      expect(r.body.data).toHaveProperty(k);
  });

  it('THEME-001 a venue with its own theme (hilltop) overrides the client theme; one without falls back', async () => {
    const hill = await t.json('/api/frontend/theme?venue=hilltop');
    expect(hill.body.data.theme_app_primary_colour).toBe('#1B8A5A');
    const river = await t.json('/api/frontend/theme?venue=riverside');
    expect(river.body.data.theme_app_primary_colour).toBe('#8C59F8');
  });

  it('an unknown venue gives 404', async () => {
    const r = await t.json('/api/frontend/theme?venue=atlantis');
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Unable to complete request, item not found.');
  });

  it('maintenance mode (DB flag) makes the theme call answer 503 with a message', async () => {
    await t.db.query(`UPDATE clients SET settings = settings || '{"maintenance": true}'::jsonb`);
    try {
      const r = await t.json('/api/frontend/theme');
      expect(r.status).toBe(503);
      expect(r.body.message).toMatch(/maintenance/);
    } finally {
      await t.db.query(`UPDATE clients SET settings = settings || '{"maintenance": false}'::jsonb`);
    }
    expect((await t.json('/api/frontend/theme')).status).toBe(200);
  });

  it('maintenance mode from the environment (MAINTENANCE=1) also answers 503', async () => {
    expect(loadConfig({ MAINTENANCE: '1' }).maintenance).toBe(true);
    expect(loadConfig({}).maintenance).toBe(false);
    const app = await createApp({ db: t.db, config: { ...t.config, maintenance: true }, now: () => new Date() });
    const r = await app.request('/api/frontend/theme', { headers: { 'X-Client-Domain': 'riverside-leisure' } });
    expect(r.status).toBe(503);
    expect(((await r.json()) as { message: string }).message).toBe(
      'Service disruption. Unable to access the site due to planned maintenance.',
    );
  });

  it('API-032 GET /api/activities/footer?venue= answers the venue footer HTML; 404 for unknown venues', async () => {
    const r = await t.json('/api/activities/footer?venue=harbour');
    expect(r.status).toBe(200);
    expect(r.body.data.venue).toBe('harbour');
    expect(r.body.data.html).toContain('Harbour Pool');
    expect((await t.json('/api/activities/footer?venue=nowhere')).status).toBe(404);
  });

  it('API-007 unknown API paths answer 404 in the spec shape', async () => {
    const r = await t.json('/api/no-such-thing');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ message: 'Unable to complete request, item not found.' });
  });
});
