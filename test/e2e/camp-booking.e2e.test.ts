import { inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  apiFor,
  chromiumForThisFile,
  DESKTOP,
  enterCard,
  expectAxeClean,
  loginContext,
  openPage,
  PHONE,
  registerCustomer,
  screenshot,
} from './browser.ts';

// Camps (issue 11, the camp half of COURSE-001 and ROUTE-017) as a parent books them in the host app:
// a camp of the venue, single days for a linked child, the sold-out day shown as such, and payment.
// Each test books as a customer it registers, so none depends on another file's bookings.

const baseUrl = inject('baseUrl');
const CAMPS = '/camps/location/riverside/multi-sport-camps';

const chromium = chromiumForThisFile();

const open = (viewport: { width: number; height: number }) => openPage(chromium.browser, viewport);
const { api } = apiFor(baseUrl);

/** A registered customer with a nine-year-old child linked to them, logged in in the context. */
async function parentWithChild(context: BrowserContext) {
  const parent = await registerCustomer(baseUrl, 'Camp');
  const token = await loginContext(context, baseUrl, parent);
  const me = await api<{ id: number }>('/api/auth/user', token);
  // An adult with a date of birth on record, so the camps' age rule can speak of them.
  await api(`/api/v1/users/${me.id}`, token, { method: 'PATCH', body: { date_of_birth: '1985-06-01' } });
  const born = new Date(Date.now() - (9 * 365 + 100) * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await api(`/api/v1/users/${me.id}/links`, token, {
    method: 'POST',
    body: { relationship: 'parent', first_name: 'Charlie', last_name: parent.lastName, date_of_birth: born },
  });
  return { parent, token, userId: me.id };
}

/** The summer camp asks for an emergency contact and a T-shirt size. */
async function answerCampQuestions(page: Page): Promise<void> {
  await page.getByLabel('Emergency contact name and phone').fill('Robin 07700 900123');
  await page.getByLabel('T-shirt size').selectOption({ index: 1 });
}

describe('camp booking in the host app (issue 11)', () => {
  it('COURSE-001 a parent books three days of the summer camp for their child and pays by card, at 1280 px', async () => {
    const { context, page, errors } = await open(DESKTOP);
    try {
      const { token } = await parentWithChild(context);
      await page.goto(`${baseUrl}${CAMPS}`);
      await page.getByRole('heading', { name: 'Book a camp' }).waitFor({ timeout: 30_000 });
      const card = page.locator('li', { has: page.getByRole('heading', { name: 'Summer multi-sport camp' }) });
      await card.getByText('Whole camp £125.00 · £28.00 a day').waitFor();
      await card.getByText('Ages 6 to 12').waitFor();
      await expectAxeClean(page, 'camp list');
      await page.getByRole('button', { name: 'View camp: Summer multi-sport camp' }).click();
      await page.getByRole('heading', { name: 'Summer multi-sport camp', level: 1 }).waitFor();

      await page.getByLabel(/Single days/).check();
      const days = page.getByRole('group', { name: 'Choose the days' }).getByRole('checkbox');
      expect(await days.count()).toBe(5);
      for (const i of [0, 1, 3]) await days.nth(i).check();
      await page.getByText('Total £84.00').waitFor();
      await page.getByLabel('Who is attending?').selectOption({ index: 1 });
      expect(await page.getByLabel('Who is attending?').locator('option:checked').innerText()).toMatch(/^Charlie /);
      await answerCampQuestions(page);
      await expectAxeClean(page, 'camp days chosen');
      await screenshot(page, 'camp-days-1280');
      await page.getByRole('button', { name: 'Add to basket' }).click();
      await page.getByText('Successfully added item to the basket.').first().waitFor({ timeout: 15_000 });

      const cart = await api<{ items: Array<{ name: string; price: { value: number }; child_items: unknown[] }> }>(
        '/api/activities/cart',
        token,
      );
      expect(cart.items.map((i) => [i.name, i.price.value, i.child_items.length])).toEqual([
        ['Summer multi-sport camp', 8400, 3],
      ]);

      await page.getByRole('link', { name: 'Checkout now' }).first().click();
      await page.waitForURL('**/basket/checkout');
      await enterCard(page, '4242424242424242');
      await page.getByLabel('I agree to the terms and conditions').check();
      await page.getByRole('button', { name: 'Pay £84.00' }).click();
      await page.waitForURL(/\/booking-confirmed\/[^/]+$/, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor({ timeout: 15_000 });
      await page.getByText('Summer multi-sport camp').first().waitFor();
      await expectAxeClean(page, 'camp confirmed');
      expect(errors.filter((e) => !/status of 40[14]/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('COURSE-001 the sold-out day is shown as such and cannot be chosen; the age rule is said at the attendee, at 375 px', async () => {
    const { context, page } = await open(PHONE);
    try {
      const { token } = await parentWithChild(context);
      await page.goto(`${baseUrl}/camps/location/riverside`);
      await page.getByRole('button', { name: 'View camp: Half-term multi-sport camp' }).click({ timeout: 30_000 });
      await page.getByRole('heading', { name: 'Half-term multi-sport camp', level: 1 }).waitFor();
      // The way back's words start where the heading's do (its padding and border are taken back).
      const [backText, headingLeft] = await page.evaluate(() => {
        const root = document.querySelector('camp-booking')!.shadowRoot!;
        const back = [...root.querySelectorAll('button')].find((b) => b.textContent?.includes('All camps'))!;
        const style = getComputedStyle(back);
        const left =
          back.getBoundingClientRect().left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
        return [left, root.querySelector('h1')!.getBoundingClientRect().left];
      });
      expect(Math.abs(backText - headingLeft)).toBeLessThanOrEqual(1);
      // The whole camp has no place (day two is sold out), so the view opens on single days.
      expect(await page.getByLabel(/The whole camp/).isDisabled()).toBe(true);
      const days = page.getByRole('group', { name: 'Choose the days' }).getByRole('checkbox');
      expect(await days.count()).toBe(3);
      expect(await days.nth(1).isDisabled()).toBe(true);
      expect(await page.getByText(/Sold out$/).count()).toBe(1);
      await expectAxeClean(page, 'sold-out day');
      await screenshot(page, 'camp-sold-out-375');

      // Booking the adult customer on a camp for ages 5 to 11 is refused with the reason at the field.
      await days.nth(0).check();
      await page.getByRole('button', { name: 'Add to basket' }).click();
      const field = page.getByLabel('Who is attending?');
      await expect.poll(() => field.getAttribute('aria-invalid'), { timeout: 15_000 }).toBe('true');
      await page
        .getByText(/^Robin must be aged 5 to 11 on /)
        .first()
        .waitFor();
      const empty = await api<{ items: unknown[] }>('/api/activities/cart', token);
      expect(empty.items).toEqual([]);

      await field.selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Add to basket' }).click();
      await page.getByText('Successfully added item to the basket.').first().waitFor({ timeout: 15_000 });
      const cart = await api<{ items: Array<{ name: string; price: { value: number } }> }>(
        '/api/activities/cart',
        token,
      );
      expect(cart.items.map((i) => [i.name, i.price.value])).toEqual([['Half-term multi-sport camp', 2400]]);
      // Nothing scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await context.close();
    }
  });
});

describe('camp cards at 320 px', () => {
  it('the price sits as close to the lines around it as on a course card (no browser 1em margins)', async () => {
    const { context, page } = await open({ width: 320, height: 800 });
    try {
      // Gaps above and below the price line, in the card's flex column (margins add there, never collapse).
      const gaps = async (path: string, name: string) => {
        await page.goto(baseUrl + path);
        const card = page.locator('li', { has: page.getByRole('heading', { name }) });
        await card.getByRole('button').first().waitFor({ timeout: 30_000 });
        return card.locator('p', { hasText: '£' }).evaluate((price) => {
          const box = (el: Element | null) => el?.getBoundingClientRect() ?? price.getBoundingClientRect();
          return {
            above: Math.round(box(price).top - box(price.previousElementSibling).bottom),
            below: Math.round(box(price.nextElementSibling).top - box(price).bottom),
          };
        });
      };
      const camp = await gaps(CAMPS, 'Summer multi-sport camp');
      const course = await gaps('/courses/location/riverside', 'Swimming lessons: stage 1');
      expect(camp.above).toBe(course.above);
      // The card's 8 px gap included: with the browser's margins they were 38 and 46 px.
      expect(camp.above).toBeLessThanOrEqual(24);
      expect(camp.below).toBeLessThanOrEqual(24);
      await screenshot(page, 'camp-card-320', false);
    } finally {
      await context.close();
    }
  });
});

describe('a camp address that names nothing', () => {
  it("an unknown activity says the item was not found and leads to the venue's camps, at 320 px", async () => {
    const { context, page } = await open({ width: 320, height: 700 });
    try {
      await page.goto(`${baseUrl}/camps/location/riverside/nope-camp`);
      const alert = page.locator('camp-booking [role="alert"]');
      await alert.getByText('Unable to complete request, item not found.').waitFor({ timeout: 30_000 });
      expect(await page.locator('camp-booking').getByText('There are no camps to book').count()).toBe(0);
      await expectAxeClean(page, 'unknown camp activity');
      await alert.getByRole('link', { name: 'All camps at this venue' }).click();
      await page.waitForURL('**/camps/location/riverside');
      await page.locator('camp-booking li').first().waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });

  it('a list that could not load (the connection dropped) offers Try again, which brings the camps, at 320 px', async () => {
    const { context, page } = await open({ width: 320, height: 700 });
    let offline = true;
    await context.route('**/api/v1/activities/camps?**', (route) =>
      offline ? route.abort('internetdisconnected') : route.continue(),
    );
    try {
      await page.goto(`${baseUrl}/camps/location/riverside`);
      const alert = page.locator('camp-booking [role="alert"]');
      await alert.getByText('Something has gone wrong, please try again.').waitFor({ timeout: 30_000 });
      await expectAxeClean(page, 'camp list failed');
      await screenshot(page, 'camp-list-failed-320');
      offline = false;
      await alert.getByRole('button', { name: 'Try again' }).click();
      await page.locator('camp-booking li').first().waitFor({ timeout: 30_000 });
      expect(await alert.count()).toBe(0);
      // The button went with the error; focus waits on the list's heading.
      expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.textContent)).toBe(
        'Book a camp',
      );
    } finally {
      await context.close();
    }
  });
});

describe("a camp's page, as wide as a tablet held upright", () => {
  it('its panels stack at 640 px, the summary under the choices at full width, each panel headed inside its border', async () => {
    const { context, page } = await open({ width: 640, height: 900 });
    try {
      await page.goto(`${baseUrl}${CAMPS}`);
      await page.getByRole('button', { name: 'View camp: Summer multi-sport camp' }).click({ timeout: 30_000 });
      const choice = page.getByRole('group', { name: 'What would you like to book?' });
      const summary = page.locator('camp-booking').getByRole('heading', { name: 'Your selection' }).locator('..');
      await summary.waitFor({ timeout: 30_000 });
      const [choiceBox, summaryBox] = await Promise.all([choice.boundingBox(), summary.boundingBox()]);
      expect(summaryBox!.y).toBeGreaterThan(choiceBox!.y + choiceBox!.height);
      expect(Math.abs(summaryBox!.width - choiceBox!.width)).toBeLessThanOrEqual(1);
      // The legend is a heading inside the panel, below its top border, not set into the border.
      const legend = await choice.locator('legend').boundingBox();
      expect(legend!.y).toBeGreaterThan(choiceBox!.y + 8);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(640);
      await screenshot(page, 'camp-detail-640');
    } finally {
      await context.close();
    }
  });
});
