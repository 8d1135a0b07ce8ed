import { inject } from 'vitest';
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, readFileSync } from 'node:fs';
import { chromiumForThisFile, collectPageErrors, DESKTOP, expectAxeClean, PHONE } from './browser.ts';
import { waitForPath } from './pages.ts';

// <venue-picker> (issue 9) in the host app's home page and on an operator's own page, at phone and desktop
// widths, on the real server and its demo venues (riverside in Manchester, hilltop in Leeds, harbour in
// London) and its built-in gazetteer. This machine has no internet, so map tiles from the default tile
// server never arrive: the tests make that certain (and quick) by failing every tile request.

const baseUrl = inject('baseUrl');
const SHOTS = '/tmp/venue-picker';
const TILES = /tile\.openstreetmap\.org/;
/** The lazily loaded map chunk: Leaflet and its stylesheet live there and nowhere else. */
const MAP_CHUNK = /\/(VenueMap|leaflet[^/]*)-[^/]+\.js$/;

const chromium = chromiumForThisFile();

interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
  requests: string[];
}

async function open(viewport: { width: number; height: number }, options: BrowserContextOptions = {}): Promise<Opened> {
  const context = await chromium.browser.newContext({ viewport, ...options });
  await context.route(TILES, (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  return { context, page, errors: collectPageErrors(page), requests };
}

/** Page errors other than the tile requests this file fails on purpose. */
const realErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource/.test(e));

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function openHome(page: Page): Promise<Locator> {
  await page.goto(`${baseUrl}/`);
  const picker = page.locator('venue-picker');
  await picker.getByRole('link', { name: 'Harbour Pool' }).waitFor({ timeout: 30_000 });
  return picker;
}

const listed = (picker: Locator) => picker.locator('li h3 a').allInnerTexts();

async function search(picker: Locator, term: string): Promise<void> {
  await picker.getByLabel('Venue name, town or postcode').fill(term);
  await picker.getByRole('button', { name: 'Search', exact: true }).click();
}

/** The element that has focus, through open shadow roots. */
function deepFocus(page: Page): Promise<{ tag: string; id: string; text: string; label: string | null }> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return {
      tag: active?.localName ?? '',
      id: active?.id ?? '',
      text: (active?.textContent ?? '').trim(),
      label: active?.getAttribute('aria-label') ?? null,
    };
  });
}

const selectedSlug = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as Record<symbol, { getState(): { venue: { selectedSlug: string | null } } }>)[
        Symbol.for('venue.session-store.v2')
      ]!.getState().venue.selectedSlug,
  );

describe('<venue-picker> in the host app (issue 9)', () => {
  for (const [name, viewport] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`VENUE-013 ROUTE-005 a guest finds "river" on the home page, chooses it and lands on /location/riverside with riverside selected, at ${name} px`, async () => {
      const { context, page, errors, requests } = await open(viewport);
      try {
        const picker = await openHome(page);
        expect(await listed(picker)).toEqual(['Harbour Pool', 'Hilltop Sports Hub', 'Riverside Leisure Centre']);
        await expectAxeClean(page, `home with the picker at ${name} px`);
        await shot(page, `home-${name}`);

        await search(picker, 'river');
        await expect.poll(() => listed(picker)).toEqual(['Riverside Leisure Centre']);
        await expect.poll(() => picker.locator('#venue-picker-summary').innerText()).toBe('1 venue called “river”');
        // The count is read out through the page's one live region.
        await expect.poll(() => page.locator('#venue-live-region').innerText()).toContain('1 venue called “river”');
        await shot(page, `search-river-${name}`);

        await picker.getByRole('link', { name: 'Riverside Leisure Centre' }).click();
        await waitForPath(page, '/location/riverside');
        expect(await selectedSlug(page)).toBe('riverside');
        expect(await page.evaluate(() => sessionStorage.getItem('venue.selected-venue'))).toBe('riverside');
        // The list alone never fetched the map's code.
        expect(requests.filter((u) => MAP_CHUNK.test(u))).toEqual([]);
        // The choice outlives a reload: "Book an activity" (/redirect-to-selected-venue) goes back to it.
        await page.goto(`${baseUrl}/redirect-to-selected-venue`);
        await waitForPath(page, '/location/riverside');
        expect(realErrors(errors)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("at 1280 px the search box and Distance stand side by side with their labels and boxes in line (Distance's hint below its box)", async () => {
    const { context, page } = await open(DESKTOP);
    try {
      const picker = await openHome(page);
      const top = (label: string) => async () => {
        const [labelBox, boxBox] = await Promise.all([
          picker.locator('label', { hasText: label }).boundingBox(),
          picker.getByLabel(label).boundingBox(),
        ]);
        return { label: Math.round(labelBox?.y ?? -1), box: Math.round(boxBox?.y ?? -1), x: boxBox?.x ?? -1 };
      };
      const search = await top('Venue name, town or postcode')();
      const distance = await top('Distance (miles)')();
      // Side by side, not stacked: otherwise "in line" says nothing.
      expect(distance.x).toBeGreaterThan(search.x);
      expect(distance.label).toBe(search.label);
      expect(distance.box).toBe(search.box);
    } finally {
      await context.close();
    }
  });

  it("the home page asks for its venues at start-up, not after the picker's view has loaded, and asks once", async () => {
    const { context, page, errors, requests } = await open(PHONE);
    try {
      // Slow the picker's code (its define, which brings its view) as a loaded phone would; the list must not
      // wait behind it.
      const pickerFile = pickerDefineFile();
      await page.route(
        (url) => url.pathname === pickerFile,
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue();
        },
      );
      await openHome(page);
      const paths = requests.map((u) => new URL(u).pathname);
      const venues = paths.filter((p) => p === '/api/venues');
      expect(venues).toHaveLength(1);
      expect(paths.indexOf(pickerFile)).toBeGreaterThan(-1);
      expect(paths.indexOf('/api/venues')).toBeLessThan(paths.indexOf(pickerFile));
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a place search goes through the gazetteer: "Leeds" puts Hilltop first, and the radius changes how many are listed', async () => {
    const { context, page, errors } = await open(DESKTOP);
    try {
      const picker = await openHome(page);
      const radius = picker.getByLabel('Distance (miles)');
      expect(await radius.inputValue()).toBe('5');

      await search(picker, 'Leeds');
      await expect.poll(() => listed(picker)).toEqual(['Hilltop Sports Hub']);
      await radius.selectOption('30');
      // Riverside (Manchester) is about 36 miles from Leeds: still outside 30.
      expect(await listed(picker)).toEqual(['Hilltop Sports Hub']);
      await expect.poll(() => picker.locator('li').first().innerText()).toContain('0 miles away');

      // Huddersfield: Hilltop about 14 miles, Riverside about 22.
      await search(picker, 'Huddersfield');
      await expect.poll(() => listed(picker)).toEqual(['Hilltop Sports Hub', 'Riverside Leisure Centre']);
      expect(await picker.locator('li').allInnerTexts()).toEqual([
        expect.stringContaining('14 miles away'),
        expect.stringContaining('22 miles away'),
      ]);
      await radius.selectOption('15');
      expect(await listed(picker)).toEqual(['Hilltop Sports Hub']);
      await radius.selectOption('5');
      expect(await listed(picker)).toEqual([]);
      expect(await picker.locator('#venue-picker-summary').innerText()).toBe(
        'No venues within 5 miles of Huddersfield. Try a larger distance.',
      );
      await expectAxeClean(page, 'no venues within the radius');
      await shot(page, 'no-results-1280');

      // A postcode works the same way (LS: the Leeds area).
      await radius.selectOption('10');
      await search(picker, 'LS1 4AP');
      await expect.poll(() => listed(picker)).toEqual(['Hilltop Sports Hub']);
      // Neither a venue nor a place.
      await search(picker, 'Zzyzx');
      await expect
        .poll(() => picker.locator('#venue-picker-summary').innerText())
        .toBe('No venue or place matches “Zzyzx”.');
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const [name, viewport] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`showing the map loads Leaflet only then; with tiles unreachable the map says so and the list still works, at ${name} px`, async () => {
      const { context, page, errors, requests } = await open(viewport);
      try {
        const picker = await openHome(page);
        // Give any stray prefetch a moment to show itself: none may fetch the map's chunk.
        await page.waitForTimeout(500);
        expect(requests.filter((u) => MAP_CHUNK.test(u))).toEqual([]);

        await picker.getByRole('button', { name: 'Show map' }).click();
        await picker.locator('.leaflet-container').waitFor({ timeout: 15_000 });
        expect(requests.filter((u) => MAP_CHUNK.test(u)).length).toBeGreaterThan(0);
        expect(await picker.getByRole('button', { name: 'Hide map' }).getAttribute('aria-expanded')).toBe('true');
        // Leaflet's stylesheet reached the shadow root: its panes are positioned as leaflet.css says.
        expect(
          await picker
            .locator('.leaflet-pane')
            .first()
            .evaluate((el) => getComputedStyle(el).position),
        ).toBe('absolute');
        await picker.getByText('Map tiles could not be loaded. The list shows every venue.').waitFor();
        expect(requests.some((u) => TILES.test(u))).toBe(true);
        // Each venue is a named marker link, the list's twin.
        const markers = picker.locator('.leaflet-marker-pane a');
        await expect.poll(() => markers.count()).toBe(3);
        expect(await markers.evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')).sort())).toEqual([
          'Harbour Pool',
          'Hilltop Sports Hub',
          'Riverside Leisure Centre',
        ]);
        await expectAxeClean(page, `map shown, tiles failing, at ${name} px`);
        await shot(page, `map-tiles-failed-${name}`);

        // The list still works beside the failed map, and the markers follow it.
        await search(picker, 'harbour');
        await expect.poll(() => listed(picker)).toEqual(['Harbour Pool']);
        await expect.poll(() => markers.count()).toBe(1);
        await markers.first().click();
        await waitForPath(page, '/location/harbour');
        expect(await selectedSlug(page)).toBe('harbour');
        expect(realErrors(errors)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('keyboard only: the labelled search, focus on the result count after a search, then the venue link', async () => {
    const { context, page, errors } = await open(DESKTOP);
    try {
      await openHome(page);
      let found = false;
      for (let i = 0; i < 40 && !found; i += 1) {
        await page.keyboard.press('Tab');
        found = (await deepFocus(page)).tag === 'input';
      }
      expect(found, 'the search field is reachable with Tab').toBe(true);
      await page.keyboard.type('HILL');
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await deepFocus(page)).id).toBe('venue-picker-summary');
      expect((await deepFocus(page)).text).toBe('1 venue called “HILL”');
      await page.keyboard.press('Tab');
      expect((await deepFocus(page)).text).toBe('Show map');
      await page.keyboard.press('Tab');
      expect((await deepFocus(page)).text).toBe('Hilltop Sports Hub');
      await page.keyboard.press('Enter');
      await waitForPath(page, '/location/hilltop');
      expect(await selectedSlug(page)).toBe('hilltop');
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the kiosk home with no centre set offers the picker under its links', async () => {
    const { context, page, errors } = await open(DESKTOP);
    try {
      await page.goto(`${baseUrl}/kiosk?kiosk=true`);
      const picker = page.locator('venue-picker');
      await picker.getByRole('link', { name: 'Harbour Pool' }).waitFor({ timeout: 30_000 });
      expect(await page.getByRole('link', { name: 'Buy a membership' }).count()).toBeGreaterThan(0);
      await search(picker, 'hilltop');
      await expect.poll(() => listed(picker)).toEqual(['Hilltop Sports Hub']);
      await expectAxeClean(page, 'kiosk home with the picker');
      await shot(page, 'kiosk-1280');
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('"Use my location" lists what is near the device, and says so plainly when the browser will not tell', async () => {
    const leeds = await open(PHONE, {
      geolocation: { latitude: 53.8, longitude: -1.55 },
      permissions: ['geolocation'],
    });
    try {
      const picker = await openHome(leeds.page);
      await picker.getByRole('button', { name: 'Use my location' }).click();
      await expect.poll(() => listed(picker)).toEqual(['Hilltop Sports Hub']);
      expect(await picker.locator('#venue-picker-summary').innerText()).toBe('1 venue within 5 miles of your location');
      expect(realErrors(leeds.errors)).toEqual([]);
    } finally {
      await leeds.context.close();
    }
    const denied = await open(PHONE);
    try {
      const picker = await openHome(denied.page);
      await picker.getByRole('button', { name: 'Use my location' }).click();
      await picker.getByText(/Search by venue name, town or postcode instead\./).waitFor({ timeout: 20_000 });
      // The list is untouched.
      expect(await listed(picker)).toEqual(['Harbour Pool', 'Hilltop Sports Hub', 'Riverside Leisure Centre']);
      await shot(denied.page, 'location-denied-375');
    } finally {
      await denied.context.close();
    }
  });
});

describe('<venue-picker> on a third-party page (issue 9)', () => {
  let site: Server;
  let origin: string;
  beforeAll(async () => {
    // The operator's site: another origin (127.0.0.1) with hostile global CSS, only the embed script tag.
    site = createServer((_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(operatorPage()),
    );
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => site?.close(resolve));
  });

  function operatorPage(): string {
    return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Operator site: our centres</title>
    <style>
      * { color: red !important; }
      body { margin: 0; font-family: 'Times New Roman', serif; font-size: 22px; line-height: 3; }
      input, select, button { display: none !important; }
      a { pointer-events: none !important; }
    </style>
    <script type="module" src="${baseUrl}/embed/venue-elements.js" data-api="${baseUrl}"></script>
  </head>
  <body>
    <main>
      <h1>Our centres</h1>
      <venue-picker base-url="${baseUrl}"></venue-picker>
    </main>
  </body>
</html>`;
  }

  for (const [name, viewport] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`EMBED-001 searches, shows the map and links to the hosted booking pages, unharmed by the page's CSS, at ${name} px`, async () => {
      const { context, page, errors, requests } = await open(viewport);
      try {
        await page.goto(`${origin}/`);
        const picker = page.locator('venue-picker');
        await picker.getByRole('link', { name: 'Harbour Pool' }).waitFor({ timeout: 30_000 });
        expect(requests.filter((u) => MAP_CHUNK.test(u))).toEqual([]);
        await search(picker, 'hilltop');
        await expect.poll(() => listed(picker)).toEqual(['Hilltop Sports Hub']);
        expect(await picker.locator('li').getByRole('link', { name: 'Hilltop Sports Hub' }).getAttribute('href')).toBe(
          `${baseUrl}/location/hilltop`,
        );
        await picker.getByRole('button', { name: 'Show map' }).click();
        await picker
          .getByText('Map tiles could not be loaded. The list shows every venue.')
          .waitFor({ timeout: 15_000 });
        expect(requests.filter((u) => MAP_CHUNK.test(u)).length).toBeGreaterThan(0);
        await expectAxeClean(page, `third-party page at ${name} px`);
        await shot(page, `third-party-${name}`);
        await picker.locator('li').getByRole('link', { name: 'Hilltop Sports Hub' }).click();
        await page.waitForURL(`${baseUrl}/location/hilltop`, { timeout: 15_000 });
        expect(realErrors(errors)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

/** The host build's file of `<venue-picker>`'s define (which imports its view), from Vite's manifest. */
function pickerDefineFile(): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../../host-app/dist/.vite/manifest.json', import.meta.url), 'utf8'),
  );
  const entry = Object.entries(manifest as Record<string, { file: string }>).find(([src]) =>
    src.endsWith('venue-picker/define.ts'),
  );
  if (!entry) throw new Error("The host build's manifest names no venue-picker define chunk.");
  return `/${entry[1].file}`;
}
