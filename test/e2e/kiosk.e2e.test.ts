import { inject } from 'vitest';
import {
  AUTH_COOKIE,
  chromiumForThisFile,
  describeViolations,
  launchChromium,
  loginContext,
  screenshot,
  seriousAxeViolations,
} from './browser.ts';
import { freshPage, openRoute, waitForPath } from './pages.ts';

const baseUrl = inject('baseUrl');

const chromium = chromiumForThisFile();

describe('kiosk idle logout in the host app', () => {
  it('KIOSK-003 warns before the 90 s idle logout, lets the customer stay, then logs out and goes to the kiosk home', async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      await loginContext(context, baseUrl);
      // A fake clock: 90 s of idleness in a few milliseconds.
      await page.clock.install();
      await openRoute(page, `${baseUrl}/pricing?kiosk=true&centre=riverside`);
      await page.locator('venue-nav a', { hasText: 'Back to Kiosk Home' }).first().waitFor({ timeout: 15_000 });
      const hasSession = async () => (await context.cookies(baseUrl)).some((c) => c.name === AUTH_COOKIE);
      expect(await hasSession()).toBe(true);

      const warning = page.locator('[role="alertdialog"]', { hasText: 'Are you still there?' });
      await page.clock.fastForward(74_000);
      expect(await warning.count()).toBe(0);
      await page.clock.fastForward(2_000);
      await warning.waitFor({ timeout: 5000 });

      // Staying restarts the wait.
      await warning.locator('button', { hasText: "I'm still here" }).click();
      await warning.waitFor({ state: 'detached', timeout: 5000 });
      await page.clock.fastForward(80_000);
      expect(new URL(page.url()).pathname).toBe('/pricing');

      // Nobody there: logged out and back to the kiosk home.
      await page.clock.fastForward(11_000);
      await page.waitForURL((url) => url.pathname === '/kiosk', { timeout: 10_000 });
      expect(await hasSession()).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe('after the idle logout, Back', () => {
  it("does not bring back the last customer's page from the back-forward cache", async () => {
    // A person's Chromium keeps pages for Back (a swipe from the screen's edge on a touch kiosk).
    const browser = await launchChromium({ backForwardCache: true });
    const { context, page } = await freshPage(browser);
    try {
      await loginContext(context, baseUrl);
      await page.clock.install();
      await openRoute(page, `${baseUrl}/pricing?kiosk=true&centre=riverside`);
      const nav = page.locator('venue-nav');
      await nav.getByRole('button', { name: 'Log out' }).first().waitFor({ timeout: 15_000 });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Page.enable');
      const notRestored: string[] = [];
      cdp.on('Page.backForwardCacheNotUsed', (event) =>
        notRestored.push(...event.notRestoredExplanations.map((e) => e.reason)),
      );
      // What the page was when left; a restored page would still have it.
      await page.evaluate(() => ((window as unknown as { leftAt: string }).leftAt = location.pathname));

      // On to another page while still logged in (an operator's next page, the kiosk home), and the
      // customer walks away: the idle logout ends the session there.
      await page.goto(`${baseUrl}/kiosk`);
      await page.getByText('Welcome to Riverside Leisure Centre. What would you like to book today?').waitFor();
      await nav.getByRole('button', { name: 'Log out' }).first().waitFor();
      await page.clock.fastForward(91_000);
      await nav.getByRole('link', { name: 'Log in' }).first().waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).pathname).toBe('/kiosk');

      await page.goBack({ waitUntil: 'commit' });
      await page.waitForURL((url) => url.pathname === '/pricing', { waitUntil: 'commit' });
      // The cache did hold the page (the test proves nothing otherwise); the app saw the session had
      // changed and loaded the page again, logged out.
      expect(notRestored).toEqual([]);
      await page.waitForFunction(() => (window as unknown as { leftAt?: string }).leftAt === undefined, undefined, {
        timeout: 10_000,
      });
      await nav.getByRole('link', { name: 'Log in' }).first().waitFor({ timeout: 10_000 });
      expect(await nav.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    } finally {
      await context.close();
      await browser.close();
    }
  });
});

describe('the kiosk home', () => {
  it("offers the centre's activities, courses, camps and memberships as tiles a finger can hit, and leads to each", async () => {
    // A tablet on its side, the usual kiosk screen.
    const { context, page } = await freshPage(chromium.browser, { width: 1024, height: 768 });
    try {
      await openRoute(page, `${baseUrl}/kiosk?kiosk=true&centre=riverside`);
      await page.getByText('Welcome to Riverside Leisure Centre. What would you like to book today?').waitFor();
      const tiles = page.getByRole('list', { name: 'At Riverside Leisure Centre' }).getByRole('link');
      // The tiles follow the venue's categories, read beside the venue.
      await tiles.first().waitFor();
      const found = await tiles.evaluateAll((links) =>
        links.map((a) => {
          const box = a.getBoundingClientRect();
          return { href: a.getAttribute('href'), text: a.textContent, width: box.width, height: box.height };
        }),
      );
      expect(found.map((t) => [t.href, t.text])).toEqual([
        ['/location/riverside', 'Book an activityFitness classes, Swimming and Racket sports'],
        ['/courses/location/riverside', 'Book a courseLessons that run week by week'],
        ['/camps/location/riverside', 'Book a campHoliday camps for children'],
        ['/pricing', 'Buy a membershipCompare plans and join online'],
      ]);
      for (const t of found) {
        expect(t.height).toBeGreaterThanOrEqual(144);
        expect(t.width).toBeGreaterThanOrEqual(200);
      }
      const violations = await seriousAxeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await screenshot(page, 'kiosk-home-1024');

      // On a phone-sized screen the bar's extra link takes a row of its own: the name stays readable.
      await page.setViewportSize({ width: 320, height: 700 });
      const bar = await page.evaluate(() => {
        const nav = document.querySelector('venue-nav')!.shadowRoot!;
        const box = (el: Element | null) => el!.getBoundingClientRect();
        const brand = box(nav.querySelector('nav > a'));
        const kiosk = box(nav.querySelector('[data-kiosk-home]'));
        return {
          brandWidth: brand.width,
          brandBottom: brand.bottom,
          kioskTop: kiosk.top,
          scroll: document.documentElement.scrollWidth,
        };
      });
      expect(bar.brandWidth).toBeGreaterThan(150);
      expect(bar.kioskTop).toBeGreaterThanOrEqual(bar.brandBottom - 1);
      expect(bar.scroll).toBeLessThanOrEqual(320);
      await screenshot(page, 'kiosk-home-320', false);
      await page.setViewportSize({ width: 1024, height: 768 });

      await tiles.filter({ hasText: 'Book a course' }).click();
      await waitForPath(page, '/courses/location/riverside');
      await page.locator('course-booking h1').first().waitFor({ timeout: 15_000 });
      // The nav leads back to the tiles.
      await page.locator('venue-nav a', { hasText: 'Back to Kiosk Home' }).first().click();
      await waitForPath(page, '/kiosk');
      await tiles.first().waitFor();
    } finally {
      await context.close();
    }
  });

  it("shows the centre's opening times and whether it is open now, on the venue's clock", async () => {
    const { context, page } = await freshPage(chromium.browser, { width: 375, height: 800 });
    try {
      // Monday 30 November 2026, 10:00 in London (GMT in winter): Riverside is open until 22:00.
      await page.clock.setFixedTime(new Date('2026-11-30T10:00:00Z'));
      await openRoute(page, `${baseUrl}/centre/riverside`);
      const times = page.getByRole('region', { name: 'Opening times' });
      await times.getByText('Open now, until 22:00').waitFor();
      const rows = await times
        .locator('dl > div')
        .evaluateAll((divs) =>
          divs.map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]),
        );
      expect(rows).toEqual([
        ['Monday to Friday', '06:30–22:00'],
        ['Saturday and Sunday', '07:00–21:00'],
      ]);
      const violations = await seriousAxeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await screenshot(page, 'centre-opening-times-375');

      // Saturday evening after closing, on the kiosk's home: when it opens next.
      await page.clock.setFixedTime(new Date('2026-12-05T21:30:00Z'));
      await openRoute(page, `${baseUrl}/kiosk?kiosk=true&centre=riverside`);
      await page
        .getByRole('region', { name: 'Opening times' })
        .getByText('Closed now, opens tomorrow at 07:00')
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it("stays on the site: the footer's links to other sites say where they go, and sign-up names where its terms are", async () => {
    const { context, page } = await freshPage(chromium.browser, { width: 1024, height: 768 });
    // Another site, as the operator's pages would answer (this machine has no way out).
    const visited: string[] = [];
    await context.route('https://example.com/**', (route) => {
      visited.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<title>Elsewhere</title><h1>Elsewhere</h1>' });
    });
    try {
      await openRoute(page, `${baseUrl}/kiosk?kiosk=true&centre=riverside`);
      // Everything the page asked for has come, the guard's code among it (a person reads before clicking).
      await page.waitForLoadState('networkidle');
      const footer = page.locator('footer');
      const toasts = page.getByRole('region', { name: 'Notifications' });
      await footer.getByRole('link', { name: 'Privacy notice' }).click();
      const toast = toasts.locator('.toast', { hasText: 'Not available on this kiosk' });
      await toast.getByText('You can visit example.com/privacy on your own device.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/kiosk');
      await footer.getByRole('link', { name: '0161 496 0000' }).click();
      await toasts.getByText('You can call 0161 496 0000 from your own phone.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/kiosk');
      await screenshot(page, 'kiosk-link-stopped-1024');

      // Sign-up on the kiosk: the terms' address to read later, not a link to a new tab.
      await openRoute(page, `${baseUrl}/register`);
      await page.locator('venue-nav a', { hasText: 'Back to Kiosk Home' }).first().waitFor();
      const register = page.locator('venue-register');
      await register.getByText('The terms and conditions are at example.com/terms.').waitFor();
      expect(await register.getByRole('link', { name: /terms and conditions/ }).count()).toBe(0);
      expect(context.pages()).toHaveLength(1);
      expect(visited).toEqual([]);

      // Off the kiosk the same footer link leads to the operator's page.
      await openRoute(page, `${baseUrl}/centre/riverside?kiosk=false`);
      await page.locator('footer').getByRole('link', { name: 'Privacy notice' }).click();
      await page.waitForURL('https://example.com/privacy');
      expect(visited).toEqual(['https://example.com/privacy']);
    } finally {
      await context.close();
    }
  });

  it('a centre the API does not know offers the venue picker, not tiles that lead nowhere', async () => {
    const { context, page } = await freshPage(chromium.browser, { width: 1024, height: 768 });
    try {
      await openRoute(page, `${baseUrl}/kiosk?kiosk=true&centre=nowhere`);
      await page.getByText("We couldn't find this kiosk's centre.").waitFor();
      await page.locator('venue-picker').getByRole('link', { name: 'Harbour Pool' }).waitFor({ timeout: 30_000 });
      expect(
        await page
          .locator('main')
          .getByRole('link', { name: /Book an activity|Book a course|Book a camp/ })
          .count(),
      ).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('offers only what the centre has: Harbour Pool, with swimming alone, has no course or camp tile', async () => {
    const { context, page } = await freshPage(chromium.browser, { width: 1024, height: 768 });
    try {
      await openRoute(page, `${baseUrl}/kiosk?kiosk=true&centre=harbour`);
      const tiles = page.getByRole('list', { name: 'At Harbour Pool' }).getByRole('link');
      await tiles.first().waitFor();
      expect(await tiles.evaluateAll((links) => links.map((a) => [a.getAttribute('href'), a.textContent]))).toEqual([
        ['/location/harbour', 'Book an activitySwimming'],
        ['/pricing', 'Buy a membershipCompare plans and join online'],
      ]);
      // The venue's landing page offers the same.
      await openRoute(page, `${baseUrl}/centre/harbour`);
      const landing = page.getByRole('list', { name: 'At Harbour Pool' }).getByRole('link');
      await landing.first().waitFor();
      expect(await landing.allTextContents()).toEqual([
        'Book an activitySwimming',
        'Buy a membershipCompare plans and join online',
      ]);
    } finally {
      await context.close();
    }
  });
});
