import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumForThisFile } from './browser.ts';
import { freshPage } from './pages.ts';

const baseUrl = inject('baseUrl');
const thirdPartyOrigin = inject('thirdPartyOrigin');

const chromium = chromiumForThisFile();

/** The font files the page fetches from now on. */
function fontRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/embed/fonts/')) files.push(request.url().replace(/.*\//, ''));
  });
  return files;
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

describe("the theme's fonts: each face's core file, its Latin file only when the text needs it (issue 12)", () => {
  it('the hosted course list paints in Roboto and Oswald from the core files alone', async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      const files = fontRequests(page);
      await page.goto(`${baseUrl}/courses/location/riverside`);
      await page.locator('course-booking button', { hasText: 'View course' }).first().waitFor({ timeout: 30_000 });
      await settled(page);
      expect(files.length).toBeGreaterThan(0);
      expect(files.filter((f) => !f.includes('-core-'))).toEqual([]);
      expect(new Set(files)).toEqual(
        new Set(['roboto-core-400-normal.woff2', 'roboto-core-700-normal.woff2', 'oswald-core-700-normal.woff2']),
      );
      // The faces that loaded are the core ones (the Latin faces of the same families wait, unloaded).
      const loaded = await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => `${face.family.replace(/"/g, '')} ${face.weight} ${face.unicodeRange.slice(0, 12)}`),
      );
      expect(new Set(loaded)).toEqual(
        new Set(['Roboto 400 U+20-7E, U+A', 'Roboto 700 U+20-7E, U+A', 'Oswald 700 U+20-7E, U+A']),
      );

      // A letter outside the core (a customer's name, say) brings the face's Latin file, and shows in it.
      await page.evaluate(() => {
        const p = document.createElement('p');
        p.textContent = 'Zoë Brontë';
        document.querySelector('main')!.append(p);
      });
      await expect.poll(() => files.includes('roboto-latin-400-normal.woff2'), { timeout: 10_000 }).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('an element embedded on another site takes the same core files from the embed bundle', async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      const files = fontRequests(page);
      await page.goto(`${thirdPartyOrigin}/nav.html`);
      await page.waitForFunction(
        () => !!document.querySelector('venue-nav')?.shadowRoot?.querySelector('a'),
        undefined,
        {
          timeout: 20_000,
        },
      );
      await settled(page);
      expect(files.length).toBeGreaterThan(0);
      expect(files.filter((f) => !f.includes('-core-'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
