import { inject } from 'vitest';

import {
  chromiumForThisFile,
  CLIENT_DOMAIN,
  collectPageErrors,
  enterCard,
  expectAxeClean,
  handoffCode,
  londonDay,
  registerCustomer,
  screenshot,
} from './browser.ts';
import { openRoute, waitForPath } from './pages.ts';

// Issue 9 end to end, as one person's visit on a phone: a guest finds Riverside by searching "river",
// goes through its categories to a yoga class next week, logs in when asked, adds it, pays with the
// sandbox card, sees it confirmed, and finds it among the upcoming bookings of the account area.

const baseUrl = inject('baseUrl');
const chromium = chromiumForThisFile();

describe('book an activity, from finding the venue to the account (issue 9)', () => {
  it('ROUTE-005 TT-003 a guest searches "river", books a yoga class next week, logs in when asked, pays, and finds it in the account, at 375 px', async () => {
    const customer = await registerCustomer(baseUrl, 'Journey');
    const context = await chromium.browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      await openRoute(page, `${baseUrl}/`);
      const picker = page.locator('venue-picker');
      await picker.getByLabel('Venue name, town or postcode').fill('river', { timeout: 30_000 });
      await picker.getByRole('button', { name: 'Search', exact: true }).click();
      await picker.getByRole('link', { name: 'Riverside Leisure Centre' }).click();
      await waitForPath(page, '/location/riverside');

      await page.locator('activity-booking a', { hasText: 'Fitness classes' }).click({ timeout: 20_000 });
      await waitForPath(page, '/location/riverside/fitness-classes');
      await page.locator('activity-booking a', { hasText: 'Yoga' }).click({ timeout: 20_000 });
      await waitForPath(page, '/location/riverside/yoga');
      await page.locator('activity-booking button[aria-label="Next week"]').click({ timeout: 20_000 });
      const day = londonDay(7);
      await waitForPath(page, `/location/riverside/yoga/${day}`);
      const card = page
        .locator('activity-booking li')
        .filter({ has: page.getByRole('heading', { level: 3 }) })
        .filter({ hasText: '09:30–' });
      await card.getByRole('button', { name: 'Book' }).click({ timeout: 20_000 });

      const dialog = page.getByRole('dialog');
      await dialog.locator('input[name="username"]').fill(customer.email, { timeout: 15_000 });
      await dialog.locator('input[name="password"]').fill(customer.password);
      await dialog.locator('button[type="submit"]').click();
      await page.getByRole('button', { name: 'Add to basket' }).click({ timeout: 20_000 });
      await page.getByText('Successfully added item to the basket.').first().waitFor({ timeout: 15_000 });
      await expectAxeClean(page, 'class added');

      await page.getByRole('link', { name: 'Checkout now' }).first().click();
      await page.waitForURL('**/basket/checkout');
      await enterCard(page, '4242424242424242');
      await page.getByLabel('I agree to the terms and conditions').check({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Pay £6.50' }).click();
      await page.waitForURL(/\/booking-confirmed\/[^/]+$/, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor({ timeout: 15_000 });
      await screenshot(page, 'journey-confirmed-375');

      // The account area, reached as "My account" does it (a one-time code), lists it among upcoming bookings.
      const token = (await context.cookies(baseUrl)).find((c) => c.name === `${CLIENT_DOMAIN}-auth-token`)!.value;
      const code = await handoffCode(baseUrl, token);
      const account = new URL(baseUrl);
      account.hostname = `account.${account.hostname}`;
      await page.goto(`${account.origin}/bookings/upcoming?token=${encodeURIComponent(code)}`);
      const screen = page.locator('venue-account [data-account-screen="bookings"]');
      await screen.getByText('Yoga').first().waitFor({ timeout: 20_000 });
      expect(await screen.innerText()).toContain('09:30');
      await expectAxeClean(page, 'upcoming bookings in the account');
      await screenshot(page, 'journey-account-375');
      expect(errors.filter((e) => !/status of 40[14]/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
