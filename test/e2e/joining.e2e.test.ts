import { inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  apiFor,
  apiLogin,
  chromiumForThisFile,
  CLIENT_DOMAIN,
  DESKTOP,
  enterCard,
  expectAxeClean,
  handoffCode,
  openPage,
  PHONE,
  registerCustomer,
  screenshot,
} from './browser.ts';
import { openRoute } from './pages.ts';

// Online joining and discount codes (issue 11) in the host app, on the real server and its demo data:
// a fresh customer (registered through the API, so nothing depends on other files) joins a membership
// from /pricing and pays through 3-D Secure; a discount code lowers a basket; an expired one toasts why.

const baseUrl = inject('baseUrl');

const chromium = chromiumForThisFile();

const open = (viewport: { width: number; height: number }) => openPage(chromium.browser, viewport);
const { api } = apiFor(baseUrl);

/** A fresh customer, logged in in this context (the token cookie the app keeps). */
async function freshCustomer(context: BrowserContext, label: string) {
  const user = await registerCustomer(baseUrl, label);
  const token = await apiLogin(baseUrl, user);
  await context.addCookies([
    { name: `${CLIENT_DOMAIN}-auth-token`, value: token, domain: 'localhost', path: '/', sameSite: 'Lax' },
  ]);
  return { ...user, token };
}

async function agreeToTerms(page: Page): Promise<void> {
  const terms = page.getByLabel('I agree to the terms and conditions');
  await terms.waitFor({ timeout: 15_000 });
  await terms.check();
}

const totalToPay = (page: Page) =>
  page
    .locator('venue-basket aside')
    .getByText(/^Total to pay/)
    .locator('..')
    .innerText();

interface SessionUserWire {
  id: number;
  has_billing_date: boolean;
  membership_user: { name: string; status: string; home_venue_slug: string | null; starts_at: string | null } | null;
}
interface OrderWire {
  cart_source?: string;
  total: { value: number };
  line_items: Array<{ name: string; price: { value: number } }>;
}

describe('online joining in the host app (issue 11)', () => {
  for (const [viewport, label] of [
    [DESKTOP, '1280'],
    [PHONE, '375'],
  ] as const) {
    it(`USER-017 ROUTE-014 ROUTE-012 ROUTE-028 a logged-in new customer joins Anytime monthly from /pricing, pays through 3-D Secure and lands on the joining confirmation, at ${label} px`, async () => {
      const { context, page, errors } = await open(viewport);
      try {
        const customer = await freshCustomer(context, 'Join');
        await openRoute(page, `${baseUrl}/pricing`);
        const anytime = page.locator('membership-pricing [data-membership="anytime"]');
        await anytime.waitFor({ timeout: 30_000 });
        await page.getByRole('heading', { level: 1, name: 'Membership pricing' }).waitFor();
        expect(await anytime.innerText()).toContain('£34.99 a month');
        expect(await anytime.innerText()).toContain('plus £15.00 joining fee');
        expect(await page.locator('membership-pricing [data-membership="anytime-concession"]').innerText()).toContain(
          'Who qualifies',
        );
        // The home venue is the customer's choice among the online-joining venues.
        await page
          .locator('membership-pricing')
          .getByLabel('Home venue')
          .selectOption({ label: 'Riverside Leisure Centre' });
        await expectAxeClean(page, 'pricing');
        await screenshot(page, `joining-pricing-${label}`);
        // Annual is offered and compared too.
        await page.locator('membership-pricing label', { hasText: 'Annually' }).click();
        await anytime.getByText('£349.90 a year').waitFor();
        await expectAxeClean(page, 'pricing, annual');
        await page.locator('membership-pricing label', { hasText: 'Monthly' }).click();

        await anytime.getByRole('button', { name: 'Join Anytime monthly' }).click();
        await page.waitForURL((url) => url.pathname === '/basket', { timeout: 20_000 });
        const item = page.locator('venue-basket [data-cart-item]');
        await item.getByText('Anytime membership').waitFor({ timeout: 15_000 });
        expect(await item.innerText()).toContain('Joining fee: £15.00');
        expect(await totalToPay(page)).toMatch(/£49\.99/);
        await expectAxeClean(page, 'basket with membership');
        await screenshot(page, `joining-basket-${label}`);

        await page.getByRole('link', { name: 'Checkout now' }).first().click();
        await page.waitForURL('**/basket/checkout');
        await enterCard(page, '4000002500003155');
        await agreeToTerms(page);
        await expectAxeClean(page, 'checkout');
        await page.getByRole('button', { name: 'Pay £49.99' }).click();
        const challenge = page.frameLocator('iframe[title="3-D Secure verification"]');
        await challenge.locator('#complete').waitFor({ timeout: 20_000 });
        await expectAxeClean(page, '3-D Secure challenge');
        await challenge.locator('#complete').click();

        await page.waitForURL(/\/order-confirmed\/[^/]+$/, { timeout: 30_000 });
        const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
        await page.getByRole('heading', { level: 1, name: 'Welcome to your membership' }).waitFor({ timeout: 15_000 });
        expect(await page.getByText('Booking confirmed').count()).toBe(0);
        await page.getByText('What you joined').waitFor();
        await expectAxeClean(page, 'joining confirmation');
        await screenshot(page, `joining-confirmed-${label}`);

        const order = await api<OrderWire>(`/api/v1/orders/${orderId}`, customer.token);
        expect(order.total.value).toBe(4999);
        expect(order.line_items.map((l) => [l.name, l.price.value])).toEqual([
          ['Anytime membership', 3499],
          ['Joining fee', 1500],
        ]);
        const me = await api<SessionUserWire>('/api/auth/user', customer.token);
        expect(me.membership_user).toMatchObject({ name: 'Anytime', status: 'active', home_venue_slug: 'riverside' });
        expect(me.has_billing_date).toBe(true);
        expect(errors.filter((e) => !/status of 40[14]/.test(e))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('USER-017 a guest chooses Off-peak on /pricing, signs up through <venue-register>, pays through 3-D Secure and sees the membership in the account, at 375 px', async () => {
    const { context, page, errors } = await open(PHONE);
    try {
      await openRoute(page, `${baseUrl}/pricing`);
      const offPeak = page.locator('membership-pricing [data-membership="off-peak"]');
      await offPeak.waitFor({ timeout: 30_000 });
      await page
        .locator('membership-pricing')
        .getByLabel('Home venue')
        .selectOption({ label: 'Riverside Leisure Centre' });
      await offPeak.getByRole('button', { name: 'Join Off-peak monthly' }).click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/register' &&
          url.search === '?onboarding_type=membership_purchase&source=online-joining&redirect=/basket',
        { timeout: 20_000 },
      );
      const form = page.locator('venue-register');
      await form.locator('input[name="first_name"]').waitFor({ timeout: 15_000 });
      const email = `joiner-${Date.now()}@example.test`;
      await form.locator('input[name="first_name"]').fill('Jo');
      await form.locator('input[name="last_name"]').fill('Joiner');
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="postcode"]').fill('M1 3HE');
      await form.locator('input[name="password"]').fill('Kingfisher-lane-7');
      await form.locator('input[name="password_confirmation"]').fill('Kingfisher-lane-7');
      await form.locator('input[name="terms"]').check();
      await form.getByRole('button', { name: 'Create account' }).click();

      await page.waitForURL((url) => url.pathname === '/basket', { timeout: 20_000 });
      const item = page.locator('venue-basket [data-cart-item]');
      await item.getByText('Off-peak membership').waitFor({ timeout: 20_000 });
      expect(await item.innerText()).toContain('Joining fee: £15.00');
      expect(await totalToPay(page)).toMatch(/£39\.99/);
      await expectAxeClean(page, 'guest joined: basket');
      await screenshot(page, 'joining-guest-basket-375');
      // The choice is added once: a reload does not add it again.
      await page.reload();
      await item.first().waitFor({ timeout: 20_000 });
      expect(await item.count()).toBe(1);

      // On through checkout with the 3-D Secure card, to the joining confirmation.
      await page.getByRole('link', { name: 'Checkout now' }).first().click();
      await page.waitForURL('**/basket/checkout');
      await enterCard(page, '4000002500003155');
      await agreeToTerms(page);
      await page.getByRole('button', { name: 'Pay £39.99' }).click();
      const challenge = page.frameLocator('iframe[title="3-D Secure verification"]');
      await challenge.locator('#complete').click({ timeout: 20_000 });
      await page.waitForURL(/\/order-confirmed\/[^/]+$/, { timeout: 30_000 });
      await page.getByRole('heading', { level: 1, name: 'Welcome to your membership' }).waitFor({ timeout: 15_000 });

      // The account area lists the new membership (reached as "My account" does: a one-time code).
      const token = (await context.cookies(baseUrl)).find((c) => c.name === `${CLIENT_DOMAIN}-auth-token`)!.value;
      const code = await handoffCode(baseUrl, token);
      const account = new URL(baseUrl);
      account.hostname = `account.${account.hostname}`;
      await page.goto(`${account.origin}/memberships?token=${encodeURIComponent(code)}`);
      const screen = page.locator('venue-account [data-account-screen="memberships"]');
      await screen.getByText('Off-peak').first().waitFor({ timeout: 20_000 });
      expect(await screen.innerText()).toMatch(/Riverside Leisure Centre/);
      await expectAxeClean(page, 'guest joined: memberships in the account');
      await screenshot(page, 'joining-guest-account-375');
      expect(errors.filter((e) => !/status of 40[14]/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const [viewport, label] of [
    [PHONE, '375'],
    [DESKTOP, '1280'],
  ] as const) {
    it(`PAY-030 a discount code lowers the basket total and an expired one toasts the server's reason, at ${label} px`, async () => {
      const { context, page } = await open(viewport);
      try {
        const customer = await freshCustomer(context, 'Code');
        const offers = await api<{
          venue: { id: number };
          memberships: Array<{ slug: string; pricing_options: Array<{ id: number; billing_period: string }> }>;
        }>('/api/venues/riverside/memberships', customer.token);
        const offPeak = offers.memberships.find((m) => m.slug === 'off-peak')!;
        const monthly = offPeak.pricing_options.find((o) => o.billing_period === 'monthly')!;
        await api(
          `/api/v1/users/${(await api<{ id: number }>('/api/auth/user', customer.token)).id}/carts/online-joining/items`,
          customer.token,
          {
            method: 'POST',
            body: {
              data: {
                items: [
                  {
                    purchasable_type: 'pricingOption',
                    purchasable_id: String(monthly.id),
                    home_venue_id: offers.venue.id,
                  },
                ],
              },
            },
          },
        );

        await openRoute(page, `${baseUrl}/basket`);
        await page.locator('venue-basket [data-cart-item]').first().waitFor({ timeout: 20_000 });
        expect(await totalToPay(page)).toMatch(/£39\.99/);
        const field = page.getByLabel('Discount code');
        await field.fill('EXPIRED20');
        await page.locator('venue-basket').getByRole('button', { name: 'Apply' }).click();
        await page.getByText('This discount code has expired.').first().waitFor({ timeout: 15_000 });
        expect(await totalToPay(page)).toMatch(/£39\.99/);
        await expectAxeClean(page, 'expired code toast');
        await screenshot(page, `joining-discount-expired-${label}`);

        await field.fill('WELCOME10');
        await page.locator('venue-basket').getByRole('button', { name: 'Apply' }).click();
        await page.locator('venue-basket').getByText('Discount (WELCOME10)').waitFor({ timeout: 15_000 });
        // £39.99 less 10 % (£4.00) is £35.99, as the server works it out.
        await expect.poll(() => totalToPay(page), { timeout: 10_000 }).toMatch(/£35\.99/);
        await expectAxeClean(page, 'discount applied');
        await screenshot(page, `joining-discount-applied-${label}`);

        await page.locator('venue-basket').getByRole('button', { name: 'Remove code WELCOME10' }).click();
        await expect.poll(() => totalToPay(page), { timeout: 10_000 }).toMatch(/£39\.99/);
      } finally {
        await context.close();
      }
    });
  }
});

describe('the monthly and annual comparison on /pricing', () => {
  for (const viewport of [{ width: 320, height: 700 }, DESKTOP]) {
    it(`reads as a table to a screen reader, and on a phone each membership is its name over its two prices, at ${viewport.width} px`, async () => {
      const { context, page } = await open(viewport);
      try {
        await page.goto(`${baseUrl}/pricing`);
        const table = page.locator('membership-pricing').getByRole('table');
        await table.waitFor({ timeout: 30_000 });
        expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Membership', 'Monthly', 'Annually']);
        const row = table.getByRole('row', { name: /^Off-peak/ });
        const name = row.getByRole('rowheader', { name: 'Off-peak' });
        const [monthly, annual] = [row.getByRole('cell').nth(0), row.getByRole('cell').nth(1)];
        expect(await monthly.textContent()).toMatch(/^£24\.99 a month/);
        const [nameBox, monthlyBox, annualBox] = await Promise.all([name, monthly, annual].map((l) => l.boundingBox()));
        // The two prices side by side either way; on a phone under the name, on a wide screen beside it.
        expect(annualBox!.y).toBe(monthlyBox!.y);
        if (viewport.width === 320) {
          expect(monthlyBox!.y).toBeGreaterThanOrEqual(nameBox!.y + nameBox!.height);
          expect(monthlyBox!.x).toBeLessThanOrEqual(nameBox!.x);
        } else {
          expect(monthlyBox!.y).toBe(nameBox!.y);
        }
        // The price itself on one line: "£24.99 a month" does not wrap.
        const priceLines = await monthly.evaluate((cell) => {
          const range = document.createRange();
          range.setStart(cell.firstChild!, 0);
          range.setEndBefore(cell.querySelector('br')!);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
        expect(priceLines).toBe(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `pricing-compare-${viewport.width}`);
      } finally {
        await context.close();
      }
    });
  }
});
