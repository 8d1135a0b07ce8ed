import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import dayjs from 'dayjs';
import { chromiumForThisFile, DESKTOP, expectAxeClean, openPage, PHONE } from './browser.ts';
import { openRoute, waitForPath } from './pages.ts';

// <activity-booking> in the host app and on an operator's page (issue 9): categories, sub-activities, a
// Monday-to-Sunday week with its date strip, the address following each step, v1/v2 by date. The booking-type
// views behind it are built separately; these tests rely only on the shell and on the day's list it shows.

const baseUrl = inject('baseUrl');
const thirdPartyOrigin = inject('thirdPartyOrigin');
const ISO = 'YYYY-MM-DD';
const today = () => dayjs().format(ISO);
const plusDays = (n: number) => dayjs().add(n, 'day').format(ISO);
const SHOTS = '/tmp/act-shell';

const chromium = chromiumForThisFile();

const open = (viewport = DESKTOP) => openPage(chromium.browser, viewport);

const path = (page: Page) => new URL(page.url()).pathname;

async function elementHeading(page: Page, text: string): Promise<void> {
  await page.locator('activity-booking h1', { hasText: text }).waitFor({ timeout: 15_000 });
}

/** The timetable paths (and dates) the page asked for, in order. */
function timetableRequests(page: Page): Array<{ path: string; date: string | null }> {
  const seen: Array<{ path: string; date: string | null }> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/activity\/[^/]+\/(v2\/)?timetable$/.test(url.pathname))
      seen.push({ path: url.pathname, date: url.searchParams.get('date') });
  });
  return seen;
}

/** The date of the selected day button of the strip, and of the one marked today. */
async function strip(page: Page): Promise<{ selected: string | null; current: string | null }> {
  return {
    selected: await page.locator('activity-booking button[aria-pressed="true"]').getAttribute('data-date'),
    current: (await page.locator('activity-booking button[aria-current="date"]').count())
      ? await page.locator('activity-booking button[aria-current="date"]').getAttribute('data-date')
      : null,
  };
}

async function dayListed(page: Page): Promise<void> {
  await page
    .locator('activity-booking [data-day-entries] li, activity-booking [data-empty-day]')
    .first()
    .waitFor({ timeout: 15_000 });
}

describe('<activity-booking> in the host app', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'ROUTE-015 ROUTE-016 TT-010 CONST-011 (%s) categories, Fitness classes, Yoga, a Monday week; next and previous week; the address follows and Back goes back a step',
    async (name, viewport) => {
      const { context, page, errors } = await open(viewport);
      try {
        await openRoute(page, `${baseUrl}/location/riverside`);
        await elementHeading(page, 'Book an activity');
        await page.locator('activity-booking a', { hasText: 'Fitness classes' }).waitFor();
        // Root groups only (isRoot): the sub-activities wait for their group.
        const roots = await page.locator('activity-booking ul a').allTextContents();
        expect(roots.map((t) => t.replace('›', '').trim())).toEqual(
          expect.arrayContaining(['Fitness classes', 'Swimming', 'Racket sports']),
        );
        expect(roots.join(' ')).not.toContain('Yoga');
        await expectAxeClean(page, 'categories');
        await page.screenshot({ path: `${SHOTS}/categories-${name}.png`, fullPage: true });

        await page.locator('activity-booking a', { hasText: 'Fitness classes' }).click();
        await waitForPath(page, '/location/riverside/fitness-classes');
        await elementHeading(page, 'Fitness classes');
        await page.locator('activity-booking a', { hasText: 'Yoga' }).waitFor();
        const subs = await page.locator('activity-booking ul a').allTextContents();
        expect(subs.map((t) => t.replace('›', '').trim())).toEqual(['Yoga', 'Spin']);

        await page.locator('activity-booking a', { hasText: 'Yoga' }).click();
        await waitForPath(page, '/location/riverside/yoga');
        await elementHeading(page, 'Yoga');
        await dayListed(page);
        expect(await strip(page)).toEqual({ selected: today(), current: today() });
        // The strip shows Monday to Sunday of this week.
        const days = await page
          .locator('activity-booking [role="group"] li button')
          .evaluateAll((b) => b.map((x) => x.getAttribute('data-date')));
        expect(days).toHaveLength(7);
        expect(dayjs(days[0]!).day()).toBe(1);
        expect(days).toContain(today());
        expect(await page.locator('activity-booking [data-day-entries] li').count()).toBeGreaterThan(0);
        await expectAxeClean(page, 'week');
        await page.screenshot({ path: `${SHOTS}/week-${name}.png`, fullPage: true });

        await page.locator('activity-booking button[aria-label="Next week"]').click();
        await waitForPath(page, `/location/riverside/yoga/${plusDays(7)}`);
        expect((await strip(page)).selected).toBe(plusDays(7));
        expect((await strip(page)).current).toBeNull();
        await page.locator('activity-booking button[aria-label="Previous week"]').click();
        await waitForPath(page, `/location/riverside/yoga/${today()}`);
        expect((await strip(page)).selected).toBe(today());

        // Back, a step at a time.
        await page.goBack();
        await waitForPath(page, `/location/riverside/yoga/${plusDays(7)}`);
        await page.waitForFunction(
          (d) =>
            document
              .querySelector('activity-booking')
              ?.shadowRoot?.querySelector(`button[data-date="${d}"][aria-pressed="true"]`),
          plusDays(7),
        );
        await page.goBack();
        await waitForPath(page, '/location/riverside/yoga');
        await page.goBack();
        await waitForPath(page, '/location/riverside/fitness-classes');
        await elementHeading(page, 'Fitness classes');
        await page.goBack();
        await waitForPath(page, '/location/riverside');
        await elementHeading(page, 'Book an activity');
        expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
      } finally {
        await context.close();
      }
    },
    90_000,
  );

  it("from the server's shell to the week, every frame shows the page's heading: never a blank page while the element starts", async () => {
    const { context, page } = await open(PHONE);
    try {
      // Checked before each frame is painted, from the first one with a <main> until the week's day shows. The
      // element renders after the host's commit (a transition), so the host keeps its heading and "Loading…"
      // on screen until the element has drawn: a frame with neither was a blank page under the header.
      await page.addInitScript(() => {
        const gaps: string[] = [];
        (window as unknown as { headingGaps: string[] }).headingGaps = gaps;
        const shown = (h: HTMLElement) => {
          const box = h.getBoundingClientRect();
          return !h.hidden && box.width > 1 && box.height > 1;
        };
        const frame = () => {
          const main = document.querySelector('main');
          const week = document.querySelector('activity-booking')?.shadowRoot;
          if (main) {
            const all = Array.from(main.querySelectorAll<HTMLElement>('h1'));
            for (const host of Array.from(main.querySelectorAll('*')))
              all.push(...Array.from(host.shadowRoot?.querySelectorAll<HTMLElement>('h1') ?? []));
            if (!all.some(shown)) gaps.push(`${Math.round(performance.now())} ms: ${main.innerHTML.slice(0, 160)}`);
          }
          if (week?.querySelector('[data-day-entries] li, [data-empty-day]')) return;
          if (performance.now() < 15_000) requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      await page.goto(`${baseUrl}/location/riverside/yoga/${today()}`);
      await dayListed(page);
      expect(await page.evaluate(() => (window as unknown as { headingGaps: string[] }).headingGaps)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([320, 375])('the week fits %i px: no sideways scrolling, every day of the strip on screen', async (width) => {
    const { context, page } = await open({ width, height: 800 });
    try {
      await openRoute(page, `${baseUrl}/location/riverside/yoga`);
      await elementHeading(page, 'Yoga');
      await dayListed(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const boxes = await page
        .locator('activity-booking [role="group"] button')
        .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().right));
      expect(boxes).toHaveLength(9);
      for (const right of boxes) expect(right).toBeLessThanOrEqual(width);
      // The seven days sit side by side inside the strip: none overlaps the next or runs past the list.
      const days = await page.locator('activity-booking [role="group"] ul').evaluate((list) => {
        const edges = (e: Element) => ({
          left: e.getBoundingClientRect().left,
          right: e.getBoundingClientRect().right,
        });
        return { list: edges(list), days: [...list.querySelectorAll('button')].map(edges) };
      });
      expect(days.days).toHaveLength(7);
      for (const [i, day] of days.days.entries()) {
        expect(day.left).toBeGreaterThanOrEqual(days.list.left - 0.5);
        expect(day.right).toBeLessThanOrEqual(days.list.right + 0.5);
        if (i > 0) expect(day.left).toBeGreaterThanOrEqual(days.days[i - 1]!.right - 0.5);
      }
      await page.screenshot({ path: `${SHOTS}/week-${width}.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('a copied deep link opens the same day of the same week', async () => {
    const { context, page } = await open();
    const requests = timetableRequests(page);
    try {
      const day = plusDays(3);
      await openRoute(page, `${baseUrl}/location/riverside/yoga/${day}`);
      await elementHeading(page, 'Yoga');
      await dayListed(page);
      expect((await strip(page)).selected).toBe(day);
      expect(await page.locator('activity-booking h2').first().textContent()).toBe(dayjs(day).format('dddd D MMMM'));
      expect(requests).toContainEqual({ path: '/api/venue/riverside/activity/yoga/v2/timetable', date: day });
    } finally {
      await context.close();
    }
  });

  it('TT-002 at hilltop a day before the migration date reads the v1 timetable, a day two weeks on the v2', async () => {
    const { context, page } = await open();
    const requests = timetableRequests(page);
    try {
      // Hilltop's activities v2 migration date is 7 days after today (demo data).
      await openRoute(page, `${baseUrl}/location/hilltop/yoga/${today()}`);
      await elementHeading(page, 'Yoga');
      await dayListed(page);
      expect(requests).toContainEqual({ path: '/api/venue/hilltop/activity/yoga/timetable', date: today() });
      expect(requests.some((r) => r.path.includes('/v2/'))).toBe(false);

      await page.locator('activity-booking button[aria-label="Next week"]').click();
      await page.locator('activity-booking button[aria-label="Next week"]').click();
      await waitForPath(page, `/location/hilltop/yoga/${plusDays(14)}`);
      await dayListed(page);
      await expect
        .poll(() => requests.filter((r) => r.date === plusDays(14)).map((r) => r.path))
        .toEqual(['/api/venue/hilltop/activity/yoga/v2/timetable']);
    } finally {
      await context.close();
    }
  });

  it('MSG-037 a broken activity link shows the toast for 3 seconds and the categories', async () => {
    const { context, page } = await open();
    try {
      await openRoute(page, `${baseUrl}/location/riverside/no-such-activity`);
      const toast = page.locator('.toast', { hasText: "We couldn't find the activity you are looking for" });
      await toast.waitFor({ timeout: 15_000 });
      const shownAt = Date.now();
      await waitForPath(page, '/location/riverside');
      await elementHeading(page, 'Book an activity');
      await toast.waitFor({ state: 'hidden', timeout: 6000 });
      const shownFor = Date.now() - shownAt;
      expect(shownFor).toBeGreaterThan(2000);
      expect(shownFor).toBeLessThan(4500);
    } finally {
      await context.close();
    }
  });

  it('an address naming no venue says the item was not found and leads back to the venues, at 320 px', async () => {
    const { context, page } = await open({ width: 320, height: 700 });
    try {
      await openRoute(page, `${baseUrl}/location/no-such-venue/yoga`);
      const alert = page.locator('activity-booking [role="alert"]');
      await alert.getByText('Unable to complete request, item not found.').waitFor({ timeout: 15_000 });
      // Asking again for a venue that does not exist cannot help: no Try again.
      expect(await alert.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      await expectAxeClean(page, 'unknown venue');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await alert.getByRole('link', { name: 'Choose a venue' }).click();
      await waitForPath(page, '/');
      await page.locator('venue-picker').getByLabel('Venue name, town or postcode').waitFor({ timeout: 15_000 });
    } finally {
      await context.close();
    }
  });

  it('a course category leads to its course screen, a camp category to its camp screen', async () => {
    const { context, page } = await open();
    try {
      await openRoute(page, `${baseUrl}/location/riverside/courses`);
      await elementHeading(page, 'Courses');
      expect(await page.locator('activity-booking a', { hasText: 'Swimming lessons' }).getAttribute('href')).toBe(
        '/courses/location/riverside/swimming-lessons',
      );
      await page.locator('activity-booking a', { hasText: 'Swimming lessons' }).click();
      await waitForPath(page, '/courses/location/riverside/swimming-lessons');
      await page.locator('course-booking h1').waitFor({ timeout: 15_000 });
      await openRoute(page, `${baseUrl}/location/riverside/camps`);
      await elementHeading(page, 'Camps');
      expect(await page.locator('activity-booking a', { hasText: 'Multi-sport camps' }).getAttribute('href')).toBe(
        '/camps/location/riverside/multi-sport-camps',
      );
    } finally {
      await context.close();
    }
  });

  it('keyboard only: Tab and Enter through the categories, arrows and Page Down along the date strip', async () => {
    const { context, page } = await open();
    try {
      await openRoute(page, `${baseUrl}/location/riverside`);
      await elementHeading(page, 'Book an activity');
      const focusedText = () =>
        page.evaluate(() => {
          let active = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          return `${active?.tagName} ${active?.getAttribute('data-date') ?? ''} ${active?.textContent?.trim() ?? ''}`;
        });
      const tabTo = async (pattern: RegExp) => {
        for (let i = 0; i < 40; i += 1) {
          await page.keyboard.press('Tab');
          if (pattern.test(await focusedText())) return;
        }
        throw new Error(`Tab never reached ${pattern}`);
      };
      await tabTo(/^A .*Fitness classes/);
      await page.keyboard.press('Enter');
      await waitForPath(page, '/location/riverside/fitness-classes');
      await tabTo(/^A .*Yoga/);
      await page.keyboard.press('Enter');
      await waitForPath(page, '/location/riverside/yoga');
      await elementHeading(page, 'Yoga');
      await tabTo(new RegExp(`^BUTTON ${today()}`));
      await page.keyboard.press('ArrowRight');
      await waitForPath(page, `/location/riverside/yoga/${plusDays(1)}`);
      await expect.poll(focusedText).toMatch(new RegExp(`^BUTTON ${plusDays(1)}`));
      await page.keyboard.press('PageDown');
      await waitForPath(page, `/location/riverside/yoga/${plusDays(8)}`);
      await expect.poll(focusedText).toMatch(new RegExp(`^BUTTON ${plusDays(8)}`));
    } finally {
      await context.close();
    }
  });
});

describe('<course-booking> gives an opened course its address', () => {
  it('ROUTE-019 opening a course from the list goes to /courses/location/{venue}/{activity}/{course}/book, Back returns to the list, the address opens it again', async () => {
    const { context, page } = await open();
    try {
      await openRoute(page, `${baseUrl}/courses/location/riverside/swimming-lessons`);
      const view = page.locator('course-booking button', { hasText: 'View course' }).first();
      await view.waitFor({ timeout: 15_000 });
      await view.click();
      await waitForPath(page, '/courses/location/riverside/swimming-lessons/swimming-lessons-stage-1/book');
      await page.getByText('Review Selection').waitFor({ timeout: 15_000 });
      await page.goBack();
      await waitForPath(page, '/courses/location/riverside/swimming-lessons');
      await page.locator('course-booking button', { hasText: 'View course' }).first().waitFor({ timeout: 15_000 });
      // The copied address opens the course itself.
      await openRoute(page, `${baseUrl}/courses/location/riverside/swimming-lessons/swimming-lessons-stage-1/book`);
      await page.getByText('Review Selection').waitFor({ timeout: 15_000 });
    } finally {
      await context.close();
    }
  });
});

describe('/centre and /redirect-to-selected-venue lead to the element', () => {
  it('ROUTE-007 ROUTE-005 the venue landing links to Book an activity, and the redirect returns to that venue', async () => {
    const { context, page } = await open();
    try {
      await openRoute(page, `${baseUrl}/centre/hilltop`);
      await page.locator('main a', { hasText: 'Book an activity' }).click();
      await waitForPath(page, '/location/hilltop');
      await elementHeading(page, 'Book an activity');
      await page.goto(`${baseUrl}/redirect-to-selected-venue`);
      await waitForPath(page, '/location/hilltop');
      await elementHeading(page, 'Book an activity');
      expect(await page.locator('activity-booking a', { hasText: 'Fitness classes' }).getAttribute('href')).toBe(
        '/location/hilltop/fitness-classes',
      );
    } finally {
      await context.close();
    }
  });

  it('ROUTE-006 MSG-020 with no venue selected the redirect goes home with the notice', async () => {
    const { context, page } = await open();
    try {
      await page.goto(`${baseUrl}/redirect-to-selected-venue`);
      await waitForPath(page, '/');
      await page.locator('.toast', { hasText: 'Please select a venue before booking an activity' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('<activity-booking> on a third-party page (127.0.0.1, hostile CSS)', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    '(%s) moves in place with no router: the operator address stays, Back goes back a step',
    async (name, viewport) => {
      const { context, page, errors } = await open(viewport);
      try {
        await page.goto(`${thirdPartyOrigin}/activity.html`);
        await elementHeading(page, 'Book an activity');
        await page.locator('activity-booking a', { hasText: 'Fitness classes' }).click();
        await elementHeading(page, 'Fitness classes');
        await page.locator('activity-booking a', { hasText: 'Yoga' }).click();
        await elementHeading(page, 'Yoga');
        await dayListed(page);
        await page.locator('activity-booking button[aria-label="Next week"]').click();
        await page.waitForFunction(
          (d) =>
            document
              .querySelector('activity-booking')
              ?.shadowRoot?.querySelector(`button[data-date="${d}"][aria-pressed="true"]`),
          plusDays(7),
        );
        expect(path(page)).toBe('/activity.html');
        await expectAxeClean(page, 'third-party week');
        await page.screenshot({ path: `${SHOTS}/embed-week-${name}.png`, fullPage: true });
        await page.goBack();
        await page.waitForFunction(
          (d) =>
            document
              .querySelector('activity-booking')
              ?.shadowRoot?.querySelector(`button[data-date="${d}"][aria-pressed="true"]`),
          today(),
        );
        await page.goBack();
        await elementHeading(page, 'Fitness classes');
        await page.goBack();
        await elementHeading(page, 'Book an activity');
        expect(path(page)).toBe('/activity.html');
        expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
      } finally {
        await context.close();
      }
    },
    90_000,
  );
});
