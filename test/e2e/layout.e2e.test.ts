import { inject } from 'vitest';
import type { Locator } from 'playwright-core';
import {
  apiLogin,
  AUTH_COOKIE,
  axeViolations,
  chromiumForThisFile,
  describeViolations,
  handoffCode,
  loginContext,
  registerCustomer,
  screenshot,
  seriousAxeViolations,
} from './browser.ts';
import { breadcrumb, freshPage, headings, openRoute, waitForPath } from './pages.ts';

const baseUrl = inject('baseUrl');

const chromium = chromiumForThisFile();

describe('breadcrumb', () => {
  const TRAILS: Array<[string, string, string[]]> = [
    ['UI-002', '/register', ['Home', 'Sign up']],
    ['UI-003', '/basket', ['Home', 'Shopping basket']],
    ['UI-004', '/basket/checkout', ['Home', 'Shopping basket', 'Checkout']],
    ['UI-005', '/pricing', ['Home', 'Membership pricing']],
    ['UI-006', '/location/riverside', ['Home', 'Book an activity']],
    ['UI-007', '/camps/location/riverside', ['Home', 'Book a camp']],
    ['UI-008', '/courses/location/riverside/swimming/swimming-lessons-stage-1/book', ['Home', 'Book a course']],
  ];

  it.each(TRAILS)('%s UI-001 %s shows the home link then the trail', async (_id, path, trail) => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      await openRoute(page, baseUrl + path);
      expect(await breadcrumb(page)).toEqual(trail);
      expect(await page.getAttribute('nav[aria-label="Breadcrumb"] li:first-child a', 'href')).toBe('/');
    } finally {
      await context.close();
    }
  });

  it('EMBED-009 EMBED-002 EMBED-003 is hidden when embedded, and embedded mode is remembered after the parameter is gone', async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      await openRoute(page, `${baseUrl}/basket?embedded=true`);
      expect(await breadcrumb(page)).toBeNull();
      // A new page load in the same tab, without the parameter.
      await openRoute(page, `${baseUrl}/pricing`);
      // Polled: the server's page shell holds the breadcrumb (hidden on an embedded visit before first paint,
      // see below) until the app has started and leaves it out.
      await expect.poll(() => breadcrumb(page)).toBeNull();
      expect(await page.evaluate(() => sessionStorage.getItem('venue.embedded'))).toBe('true');
    } finally {
      await context.close();
    }
  });
});

describe("the server's page shell on an embedded visit", () => {
  it('EMBED-009 hides the breadcrumb before the app starts: on the first page with ?embedded and on a reload', async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      const violations: string[] = [];
      await page.exposeFunction('cspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as { cspViolation(t: string): void }).cspViolation(
            `${e.violatedDirective} ${e.blockedURI}`,
          ),
        ),
      );
      // The app's scripts are held back: what shows is the server's HTML and stylesheet alone, as painted
      // before the app starts.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      const shellBreadcrumbShown = async (url: string) => {
        await page.goto(url, { waitUntil: 'load' });
        const nav = page.locator('nav.breadcrumb');
        expect(await nav.count()).toBe(1);
        return nav.isVisible();
      };
      // A visit that is not embedded: the shell draws the breadcrumb (the control for what follows).
      expect(await shellBreadcrumbShown(`${baseUrl}/pricing`)).toBe(true);
      expect(await shellBreadcrumbShown(`${baseUrl}/basket?embedded=true`)).toBe(false);
      // The app remembers embedded mode for the visit (sessionStorage); a reload without the parameter
      // must not flash the breadcrumb while the app's code loads.
      await page.evaluate(() => sessionStorage.setItem('venue.embedded', 'true'));
      expect(await shellBreadcrumbShown(`${baseUrl}/pricing`)).toBe(false);
      expect(await shellBreadcrumbShown(`${baseUrl}/pricing?embedded=false`)).toBe(true);
      // The inline script ran under the page's policy (allowed by its hash), nothing else was refused.
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('start-up parameters', () => {
  it('EMBED-006 EMBED-007 swaps the token parameter (a one-time handoff code) for a session kept in the auth cookie, and removes it from the address', async () => {
    const session = await apiLogin(baseUrl);
    const code = await handoffCode(baseUrl, session);
    const { context, page } = await freshPage(chromium.browser);
    try {
      await openRoute(page, `${baseUrl}/pricing?token=${encodeURIComponent(code)}&kiosk=false`);
      const url = new URL(page.url());
      expect(url.searchParams.has('token')).toBe(false);
      expect(url.pathname + url.search).toBe('/pricing?kiosk=false');
      await page.waitForFunction((name) => document.cookie.includes(`${name}=`), AUTH_COOKIE, { timeout: 15_000 });
      const stored = (await context.cookies(baseUrl)).find((c) => c.name === AUTH_COOKIE)?.value;
      // A session of this page's own: neither the code nor the session that issued it.
      expect(stored).toBeTruthy();
      expect(stored).not.toBe(code);
      expect(stored).not.toBe(session);
      // The stored token makes a session: the nav offers My account.
      await page.locator('venue-nav a', { hasText: 'My account' }).first().waitFor({ timeout: 15_000 });
    } finally {
      await context.close();
    }
  });

  it('EMBED-004 EMBED-005 KIOSK-004 kiosk=true with a centre turns on kiosk mode', async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      await openRoute(page, `${baseUrl}/kiosk?kiosk=true&centre=riverside`);
      const link = page.locator('venue-nav a', { hasText: 'Back to Kiosk Home' }).first();
      await link.waitFor({ timeout: 15_000 });
      expect(await page.getAttribute('main a:has-text("Book an activity")', 'href')).toBe('/location/riverside');
    } finally {
      await context.close();
    }
  });
});

/**
 * The client's name in the bar is whole: the text's own box lies inside the name's box, where an ellipsis (a
 * cut-off line) or a clamped third line would stick out of it.
 */
async function expectWholeName(name: Locator): Promise<void> {
  const overflow = await name.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const [text, box] = [range.getBoundingClientRect(), el.getBoundingClientRect()];
    return {
      right: Math.max(0, Math.round(text.right - box.right)),
      bottom: Math.max(0, Math.round(text.bottom - box.bottom)),
    };
  });
  expect(overflow.right).toBe(0);
  // The face's ascent and descent spill a few px past its 1.1 line height; a clamped third line would
  // stick out by a whole line (24 px).
  expect(overflow.bottom).toBeLessThan(11);
}

describe('the header on a phone', () => {
  it.each([320, 375])(
    'shows the whole client name, wrapped, with the basket and menu still in the bar, at %i px',
    async (width) => {
      const { context, page } = await freshPage(chromium.browser, { width, height: 700 });
      try {
        await openRoute(page, `${baseUrl}/`);
        const nav = page.locator('venue-nav');
        const name = nav.getByRole('link', { name: 'Riverside Leisure Trust' }).locator('span');
        await name.waitFor({ timeout: 15_000 });
        await expectWholeName(name);
        for (const control of [nav.getByRole('link', { name: /basket/i }), nav.getByRole('button', { name: 'Menu' })]) {
          const box = await control.first().boundingBox();
          expect(box).not.toBeNull();
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await screenshot(page, `header-${width}`, false);
      } finally {
        await context.close();
      }
    },
  );
});

describe('the header signed in, between a phone and a desktop', () => {
  it.each([576, 640, 768])(
    'keeps the whole client name, with the four links and the basket in a row of their own under it, at %i px',
    async (width) => {
      const { context, page } = await freshPage(chromium.browser, { width, height: 700 });
      try {
        await loginContext(context, baseUrl);
        await openRoute(page, `${baseUrl}/`);
        const nav = page.locator('venue-nav');
        const logOut = nav.getByRole('button', { name: 'Log out' });
        await logOut.waitFor({ timeout: 15_000 });
        const name = nav.getByRole('link', { name: 'Riverside Leisure Trust' }).locator('span');
        await expectWholeName(name);
        const nameBox = (await name.boundingBox())!;
        const controls = [
          nav.getByRole('link', { name: 'Book an activity' }),
          nav.getByRole('link', { name: 'Buy a membership' }),
          nav.getByRole('link', { name: 'My account' }),
          logOut,
          nav.getByRole('link', { name: /basket/i }).first(),
        ];
        const boxes = await Promise.all(controls.map(async (c) => (await c.boundingBox())!));
        for (const box of boxes) {
          expect(box.y).toBeGreaterThanOrEqual(nameBox.y + nameBox.height);
          expect(box.y).toBe(boxes[0]!.y);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await screenshot(page, `header-signed-in-${width}`, false);
      } finally {
        await context.close();
      }
    },
  );
});

describe('an empty basket on a wide screen', () => {
  it('MSG-027 says so and offers Continue browsing, which leads to the venue chosen, at 1280 px', async () => {
    const { context, page } = await freshPage(chromium.browser, { width: 1280, height: 800 });
    try {
      await loginContext(context, baseUrl, await registerCustomer(baseUrl, 'Empty'));
      await openRoute(page, `${baseUrl}/location/riverside`);
      await openRoute(page, `${baseUrl}/basket`);
      await page.getByText('Your shopping basket is empty').waitFor({ timeout: 15_000 });
      const onward = page.locator('venue-basket').getByRole('link', { name: 'Continue browsing' });
      expect(await onward.count()).toBe(1);
      expect(await onward.isVisible()).toBe(true);
      await onward.click();
      await waitForPath(page, '/location/riverside');
      await screenshot(page, 'basket-empty-continued-1280', false);
    } finally {
      await context.close();
    }
  });
});

describe('layout', () => {
  it('UI-038 the content is at most 1264px wide on a wide screen, and the page has one h1 and a skip link to main', async () => {
    const { context, page } = await freshPage(chromium.browser, { width: 1600, height: 900 });
    try {
      await openRoute(page, `${baseUrl}/`);
      const width = await page.$eval('main', (m) => m.getBoundingClientRect().width);
      expect(width).toBeLessThanOrEqual(1264);
      expect(width).toBeGreaterThan(1000);
      expect(await headings(page)).toHaveLength(1);
      expect(await page.getAttribute('a.skip-link', 'href')).toBe('#main');
      expect(await page.$('main#main')).not.toBeNull();
    } finally {
      await context.close();
    }
  });

  it('the skip link sits in the page banner with the nav (one banner, no content outside a landmark), from the first paint on', async () => {
    const LANDMARK_RULES = [
      'region',
      'landmark-no-duplicate-banner',
      'landmark-banner-is-top-level',
      'landmark-unique',
    ];
    const { context, page } = await freshPage(chromium.browser, { width: 375, height: 812 });
    // The server's shell, before any script has run: the page's first paint.
    const noScript = await chromium.browser.newContext({ javaScriptEnabled: false });
    try {
      const shell = await noScript.newPage();
      await shell.goto(`${baseUrl}/basket`);
      expect(await shell.$$eval('header.site-header > a.skip-link[href="#main"]', (l) => l.length)).toBe(1);

      for (const path of ['/', '/basket', '/location/riverside/yoga']) {
        await openRoute(page, baseUrl + path);
        await page.locator('venue-nav nav[aria-label="Main"]').waitFor({ timeout: 15_000 });
        expect(await page.$$eval('header.site-header > a.skip-link + venue-nav', (l) => l.length)).toBe(1);
        const violations = await axeViolations(page, LANDMARK_RULES);
        expect(violations, `${path}\n${describeViolations(violations)}`).toEqual([]);
      }

      // The account host draws its own header around the skip link (AccountApp).
      const code = await handoffCode(baseUrl, await apiLogin(baseUrl));
      const account = new URL(baseUrl);
      account.hostname = `account.${account.hostname}`;
      await openRoute(page, `${account.origin}/?token=${encodeURIComponent(code)}`);
      expect(await page.$$eval('header.account-header > a.skip-link', (l) => l.length)).toBe(1);
      const violations = await axeViolations(page, LANDMARK_RULES);
      expect(violations, `account\n${describeViolations(violations)}`).toEqual([]);
    } finally {
      await noScript.close();
      await context.close();
    }
  });

  it('the skip link is the first stop for the keyboard and moves focus to the main content', async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      await openRoute(page, `${baseUrl}/pricing`);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'main', undefined, { timeout: 5000 });
      expect(new URL(page.url()).pathname).toBe('/pricing');
    } finally {
      await context.close();
    }
  });

  it('focus moves to the new page heading after a client-side navigation', async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      // A venue's landing page links to its courses in the page itself (not in an element's shadow root).
      await openRoute(page, `${baseUrl}/centre/riverside`);
      // Watch every frame and every task while the page changes: the page must never show two h1s, and
      // once a heading has focus, focus must not fall back to body (the route's h1 hands over to the
      // element's own inside its shadow root).
      await page.evaluate(() => {
        const log: string[] = [];
        (window as unknown as { headingLog: string[] }).headingLog = log;
        const main = document.querySelector('main')!;
        let hadHeadingFocus = false;
        const look = () => {
          const shown = Array.from(main.querySelectorAll<HTMLElement>('h1')).filter((h) => !h.hidden);
          for (const host of Array.from(main.querySelectorAll('*')))
            shown.push(...Array.from(host.shadowRoot?.querySelectorAll<HTMLElement>('h1') ?? []));
          if (shown.length > 1) log.push(`two h1s: ${shown.map((h) => h.textContent).join(' / ')}`);
          let active = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          if (active?.tagName === 'H1') hadHeadingFocus = true;
          else if (hadHeadingFocus && active === document.body) log.push('focus fell to body');
        };
        const until = performance.now() + 4000;
        const frame = () => {
          look();
          if (performance.now() < until) requestAnimationFrame(frame);
        };
        const task = () => {
          look();
          if (performance.now() < until) setTimeout(task, 0);
        };
        frame();
        task();
      });
      await page.locator('main a', { hasText: 'Book a course' }).first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/courses/location/'));
      const focusedHeading = () =>
        page.evaluate(() => {
          let active = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          return active?.tagName === 'H1' ? active.textContent : null;
        });
      await expect.poll(focusedHeading, { timeout: 5000 }).toBe('Book a course');
      await page.waitForTimeout(4000);
      expect(await focusedHeading()).toBe('Book a course');
      expect(await page.evaluate(() => (window as unknown as { headingLog: string[] }).headingLog)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("THEME-001 THEME-005 the client's theme applies at start, and a venue's own theme when that venue is selected", async () => {
    const { context, page } = await freshPage(chromium.browser);
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--venue-primary').trim().toUpperCase(),
      );
    try {
      await openRoute(page, `${baseUrl}/`);
      await page.waitForFunction(
        () => getComputedStyle(document.documentElement).getPropertyValue('--venue-primary').trim() !== '',
      );
      expect(await primary()).toBe('#8C59F8');
      // Demo data: hilltop's theme has a green primary. Choosing it in the venue picker selects it.
      await page.locator('venue-picker').getByRole('link', { name: 'Hilltop Sports Hub' }).click({ timeout: 15_000 });
      await waitForPath(page, '/location/hilltop');
      await page.waitForFunction(
        () =>
          getComputedStyle(document.documentElement).getPropertyValue('--venue-primary').trim().toUpperCase() ===
          '#1B8A5A',
        undefined,
        { timeout: 10_000 },
      );
      expect(await primary()).toBe('#1B8A5A');
    } finally {
      await context.close();
    }
  });

  it("the host app's headings are set as the elements' are: the theme's heading face, in capitals", async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      // React replaces the server shell's h1 as it renders: an element read as it is replaced has no computed
      // style, so read until a connected heading answers, and keep that answer (a second read could meet the
      // next heading being replaced).
      const read = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((h) => {
            const css = getComputedStyle(h);
            return { transform: css.textTransform, family: css.fontFamily, weight: css.fontWeight };
          });
      const look = async (selector: string) => {
        let seen = { transform: '', family: '', weight: '' };
        await expect
          .poll(
            async () => {
              seen = await read(selector);
              return seen.family;
            },
            { timeout: 10_000 },
          )
          .not.toBe('');
        return seen;
      };
      // The host's own h1s (home, the not-found page) beside an element's h1 (the basket).
      await openRoute(page, `${baseUrl}/`);
      const home = await look('main h1');
      await openRoute(page, `${baseUrl}/no-such-page`);
      const notFound = await look('main h1');
      await openRoute(page, `${baseUrl}/basket`);
      const basket = await look('venue-basket h1');
      expect(basket.transform).toBe('uppercase');
      expect(home).toEqual(basket);
      expect(notFound).toEqual(basket);
    } finally {
      await context.close();
    }
  });

  it("at 320 px the login and sign-up forms start at the page's gutter, as every other page's content does", async () => {
    const { context, page } = await freshPage(chromium.browser, { width: 320, height: 640 });
    try {
      for (const [path, tag] of [
        ['/login', 'venue-login'],
        ['/register', 'venue-register'],
      ] as const) {
        await openRoute(page, `${baseUrl}${path}`);
        const heading = await page.locator(`${tag} h1`).boundingBox();
        const main = await page.locator('main').boundingBox();
        expect(heading!.x).toBe(main!.x);
      }
    } finally {
      await context.close();
    }
  });

  it('UI-016 shows the venue footer, sanitised', async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      await openRoute(page, `${baseUrl}/location/riverside`);
      const footer = page.locator('footer.venue-footer .venue-footer-content');
      await footer.waitFor({ timeout: 10_000 });
      expect((await footer.textContent())?.trim().length).toBeGreaterThan(0);
      expect(
        await page.$$eval(
          'footer.venue-footer script, footer.venue-footer [onclick], footer.venue-footer [onerror]',
          (n) => n.length,
        ),
      ).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('ROUTE-001 AUTH-011 a guest browses home: the venues, each leading to its activities, courses and camps, and Log in in the nav', async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      await openRoute(page, `${baseUrl}/`);
      const picker = page.locator('venue-picker');
      await picker.getByRole('link', { name: 'Harbour Pool' }).waitFor({ timeout: 15_000 });
      await page.locator('venue-nav a', { hasText: 'Log in' }).first().waitFor({ timeout: 15_000 });
      expect(await page.locator('venue-nav a', { hasText: 'My account' }).count()).toBe(0);
      // The venues are listed once, in the picker (open shadow roots included).
      expect(await page.locator('main a[href="/location/riverside"]').count()).toBe(1);
      const names = await picker.locator('li h3 a').allInnerTexts();
      expect(names).toEqual(expect.arrayContaining(['Riverside Leisure Centre', 'Hilltop Sports Hub', 'Harbour Pool']));
      expect(new Set(names).size).toBe(names.length);
      const riverside = picker.getByRole('link', { name: 'Riverside Leisure Centre' });
      expect(await riverside.getAttribute('href')).toBe('/location/riverside');
      // The venue's page offers its activities and, among them, its courses and camps.
      await riverside.click();
      await waitForPath(page, '/location/riverside');
      const venuePage = page.locator('activity-booking');
      const courses = venuePage.getByRole('link', { name: 'Courses', exact: true });
      expect(await courses.getAttribute('href', { timeout: 15_000 })).toBe('/location/riverside/courses');
      const camps = venuePage.getByRole('link', { name: 'Camps', exact: true });
      expect(await camps.getAttribute('href')).toBe('/location/riverside/camps');
    } finally {
      await context.close();
    }
  });

  it.each([
    ['375', { width: 375, height: 800 }],
    ['1280', { width: 1280, height: 900 }],
    ['320', { width: 320, height: 700 }],
  ] as const)(
    'UI-037 home at %s px fits the screen without sideways scrolling (screenshot)',
    async (name, viewport) => {
      const { context, page } = await freshPage(chromium.browser, viewport);
      try {
        await openRoute(page, `${baseUrl}/`);
        await page.locator('venue-picker').getByRole('link', { name: 'Harbour Pool' }).waitFor({ timeout: 15_000 });
        await page.evaluate(() => document.fonts.ready);
        await screenshot(page, `home-${name}`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      } finally {
        await context.close();
      }
    },
  );

  it.each([
    ['the not-found page', '/no/such/page', 'localhost'],
    ['the account dashboard', '/', 'account.localhost'],
  ])('%s has no serious or critical axe violations', async (_name, path, host) => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      await loginContext(context, baseUrl, undefined, [host]);
      await openRoute(page, `${baseUrl.replace('//localhost', `//${host}`)}${path}`);
      const violations = await seriousAxeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ["a venue's activities", '/location/riverside'],
    ['a class week', '/location/riverside/yoga'],
    ['court hire', '/location/riverside/badminton-court-hire'],
    ['ticketed swimming', '/location/riverside/lane-swimming'],
    ["a category's activities", '/location/riverside/swimming'],
    ['the course list', '/courses/location/riverside'],
    ['a course', '/courses/location/riverside/swimming-lessons/swimming-lessons-stage-1/book'],
    ['the camp list', '/camps/location/riverside'],
    ['membership pricing', '/pricing'],
    ['sign up', '/register'],
    ['log in', '/login'],
    ['the empty basket', '/basket'],
  ])('%s (%s) has no serious or critical axe violations once its element has loaded', async (_name, path) => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      await openRoute(page, `${baseUrl}${path}`);
      // The element's own content (cards, slots, forms), not only the route's heading.
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => {
        const busy = (root: Document | ShadowRoot): boolean =>
          Array.from(root.querySelectorAll('*')).some(
            (e) => e.getAttribute('aria-busy') === 'true' || (e.shadowRoot !== null && busy(e.shadowRoot)),
          );
        return !busy(document);
      });
      // The page is the one named (a wrong address would show the not-found toast instead).
      expect(await page.getByText("We couldn't find").count()).toBe(0);
      const violations = await seriousAxeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['375', { width: 375, height: 800 }],
    ['1280', { width: 1280, height: 900 }],
  ] as const)(
    "the account area's header is one row at %s px, the client's name beside Back to booking: the page's heading is on the first screen",
    async (_name, viewport) => {
      const { context, page } = await freshPage(chromium.browser, viewport);
      try {
        await loginContext(context, baseUrl, undefined, ['account.localhost']);
        await openRoute(page, `${baseUrl.replace('//localhost', '//account.localhost')}/bookings`);
        // Whose account it is, beside the way back, as the booking site's bar says it.
        await page.locator('header.account-header', { hasText: 'Riverside Leisure Trust' }).waitFor();
        await page.locator('header.account-header a', { hasText: 'Back to booking' }).waitFor();
        const header = await page.locator('header.account-header').boundingBox();
        expect(header!.height).toBeLessThan(80);
        // Polled: the route's heading gives way to the element's as <venue-account> renders.
        await expect
          .poll(async () => (await page.locator('main h1').first().boundingBox())?.y ?? Infinity)
          .toBeLessThan(viewport.height / 2);
      } finally {
        await context.close();
      }
    },
  );

  it('the axe check finds a violation planted inside a shadow root (the check can fail)', async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      await openRoute(page, `${baseUrl}/no/such/page`);
      await page.evaluate(() => {
        const host = document.createElement('div');
        document.querySelector('main')!.append(host);
        host.attachShadow({ mode: 'open' }).innerHTML = '<button></button>';
      });
      const ids = (await seriousAxeViolations(page)).map((v) => v.id);
      expect(ids).toContain('button-name');
    } finally {
      await context.close();
    }
  });

  it('home has no serious or critical axe violations', async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      await openRoute(page, `${baseUrl}/`);
      await page.locator('venue-picker').getByRole('link', { name: 'Harbour Pool' }).waitFor({ timeout: 15_000 });
      const violations = await seriousAxeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
