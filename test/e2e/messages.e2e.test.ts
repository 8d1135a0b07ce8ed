import { inject } from 'vitest';
import { chromiumForThisFile } from './browser.ts';
import { freshPage, headings, openRoute } from './pages.ts';

const baseUrl = inject('baseUrl');

const chromium = chromiumForThisFile();

describe('page texts', () => {
  it('THEME-016 MSG-030 a theme call answering 503 shows the maintenance page', async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      await page.route('**/api/frontend/theme**', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Down for maintenance"}' }),
      );
      await openRoute(page, `${baseUrl}/`);
      // The page renders while the theme call is in flight (issue 12); its answer then replaces the page.
      await expect
        .poll(() => headings(page), { timeout: 15_000 })
        .toEqual(['Service disruption. Unable to access the site due to planned maintenance.']);
    } finally {
      await context.close();
    }
  });

  it('THEME-017 MSG-029 UI-030 any other theme failure shows the generic error page with Go home', async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      await page.route('**/api/frontend/theme**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      );
      await openRoute(page, `${baseUrl}/pricing`);
      await expect
        .poll(() => headings(page), { timeout: 15_000 })
        .toEqual(['We may have dropped the ball on this one.']);
      expect(await page.getAttribute('main a:has-text("Go home")', 'href')).toBe('/');
    } finally {
      await context.close();
    }
  });

  it('MSG-035 a route chunk that fails to load shows Loading chunk failed, and Retry loads it', async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      // Home's own code is split off; refuse it once.
      await page.route(/\/assets\/HomePage-[^/]+\.js$/, (route) => route.abort('failed'));
      await page.goto(`${baseUrl}/`);
      // The server's shell shows the page's h1 at once; the failed chunk then replaces it.
      await expect.poll(() => headings(page), { timeout: 15_000 }).toEqual(['Loading chunk failed']);
      await page.unroute(/\/assets\/HomePage-[^/]+\.js$/);
      await page.locator('main button', { hasText: 'Retry' }).click();
      await page.waitForFunction(
        () => document.querySelector('main h1')?.textContent === 'Book at a venue',
        undefined,
        { timeout: 10_000 },
      );
    } finally {
      await context.close();
    }
  });

  it("MSG-029 an element's view whose code fails to load shows the generic error with Retry, and Retry loads it in place", async () => {
    const { context, page } = await freshPage(chromium.browser, { width: 320, height: 700 });
    try {
      await openRoute(page, `${baseUrl}/location/riverside/racket-sports`);
      // Court hire's view is split off from the week's shell; refuse it once, as a dropped connection would.
      const resourcesView = /\/assets\/ResourcesView-[^/]+\.js$/;
      await page.route(resourcesView, (route) => route.abort('failed'));
      await page.locator('activity-booking a', { hasText: 'Badminton' }).first().click({ timeout: 15_000 });
      const alert = page.locator('activity-booking [data-venue-error]');
      await alert.getByText('We may have dropped the ball on this one.').waitFor({ timeout: 15_000 });
      // Retry is the product's primary button (theme fill, 44 px target, rounded), not the browser's own.
      const retry = alert.getByRole('button', { name: 'Retry' });
      const look = () =>
        retry.evaluate((button) => {
          const probe = document.body.appendChild(document.createElement('div'));
          probe.style.background = 'var(--venue-primary-fill)';
          const fill = getComputedStyle(probe).backgroundColor;
          probe.remove();
          const css = getComputedStyle(button);
          return {
            themed: css.backgroundColor === fill,
            height: button.getBoundingClientRect().height,
            rounded: css.borderTopLeftRadius !== '0px',
            outline: css.outlineStyle,
          };
        });
      await expect.poll(async () => (await look()).themed, { timeout: 15_000 }).toBe(true);
      expect(await look()).toMatchObject({ rounded: true, outline: 'none' });
      expect((await look()).height).toBeGreaterThanOrEqual(44);
      // Reached from the keyboard it shows the product's focus ring.
      await retry.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await look()).toMatchObject({ outline: 'solid' });
      await page.unroute(resourcesView);
      await retry.click();
      await page.locator('activity-booking h1', { hasText: 'Badminton' }).waitFor({ timeout: 15_000 });
      expect(await alert.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
