import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import {
  apiFor,
  apiLogin,
  chromiumForThisFile,
  CLIENT_DOMAIN,
  collectPageErrors,
  demoUsers,
  expectAxeClean,
  loginContext,
  registerCustomer,
} from './browser.ts';
import { freshPage, headings, openRoute } from './pages.ts';

const baseUrl = inject('baseUrl');
const accountUrl = inject('accountUrl');
const chromium = chromiumForThisFile();

const { call: api } = apiFor(baseUrl);
const SHOTS = '/tmp/account-shell';
const ACCOUNT_HOSTS = ['account.localhost'];

const VIEWPORTS = [
  ['375', { width: 375, height: 812 }],
  ['1280', { width: 1280, height: 900 }],
] as const;

/** Opens an account path and waits for its screen's title inside <venue-account>. */
async function openScreen(page: Page, path: string, key: string): Promise<void> {
  await openRoute(page, `${accountUrl}${path}`);
  await page.locator(`venue-account [data-account-screen="${key}"] h1`).waitFor({ timeout: 20_000 });
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('<venue-account> on the account host', () => {
  it.each(VIEWPORTS)(
    "ROUTE-021 at %s px the dashboard shows Alex's next bookings, both credits and the Anytime membership",
    async (name, viewport) => {
      const { context, page } = await freshPage(chromium.browser, viewport);
      const errors = collectPageErrors(page);
      try {
        const token = await loginContext(context, baseUrl, demoUsers.customer, ACCOUNT_HOSTS);
        const now = new Date().toISOString();
        const next = await api<Array<{ name: string }>>(
          `/api/v1/activities/bookings?starts_after=${encodeURIComponent(now)}&per_page=3`,
          token,
        );
        expect(next.data.length).toBeGreaterThan(0);
        const me = await api<{ credit: { membership: { formatted: string }; general: { formatted: string } } }>(
          '/api/auth/user',
          token,
        );
        await openScreen(page, '/', 'dashboard');
        expect(await headings(page)).toEqual(['My account']);
        const bookings = page.locator('venue-account [data-dashboard="bookings"] li');
        await bookings.first().waitFor({ timeout: 15_000 });
        expect(await bookings.count()).toBe(next.data.length);
        const listed = await page.locator('venue-account [data-dashboard="bookings"]').textContent();
        for (const b of next.data) expect(listed).toContain(b.name);
        // The seeded £10.00 and £5.00, as the server holds them now (the course flow may have spent some).
        const credit = await page.locator('venue-account [data-dashboard="credit"]').textContent();
        expect(credit).toContain(`Membership credit${me.data.credit.membership.formatted}`);
        expect(credit).toContain(`General credit${me.data.credit.general.formatted}`);
        const membership = page.locator('venue-account [data-dashboard="membership"]');
        await membership.waitFor({ timeout: 15_000 });
        expect(await membership.textContent()).toMatch(
          /Anytime\s*Active£34\.99 a month · renews on \d{1,2} \w{3} \d{4}/,
        );
        await noHorizontalScroll(page);
        await shot(page, `dashboard-${name}`);
        await expectAxeClean(page);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('ROUTE-023 the memberships screen lists Alex’s Anytime membership with price, billing date and home venue', async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      await loginContext(context, baseUrl, demoUsers.customer, ACCOUNT_HOSTS);
      await openScreen(page, '/memberships', 'memberships');
      const item = page.locator('venue-account [data-membership="Anytime"]');
      await item.waitFor({ timeout: 15_000 });
      const text = await item.textContent();
      expect(text).toContain('Active');
      expect(text).toContain('Price£34.99 a month');
      expect(text).toMatch(/Next billing date\d{1,2} \w{3} \d{4}/);
      expect(text).toContain('Home venueRiverside');
      await shot(page, 'memberships-1280');
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
  });

  it('ROUTE-022 a customer changes their phone number and still sees it after a reload', async () => {
    const { context, page } = await freshPage(chromium.browser, { width: 375, height: 812 });
    try {
      const customer = await registerCustomer(baseUrl, 'Phone');
      await loginContext(context, baseUrl, customer, ACCOUNT_HOSTS);
      await openScreen(page, '/user-details', 'details');
      const form = page.locator('venue-account [data-screen="user-details"]');
      const phone = form.getByLabel('Phone number');
      await phone.waitFor({ timeout: 15_000 });
      await phone.fill('07700 900123');
      await form.getByRole('button', { name: 'Save details' }).click();
      await form.getByText('Your details have been saved.').waitFor({ timeout: 15_000 });
      await shot(page, 'details-saved-375');
      await page.reload();
      await page.locator('venue-account [data-account-screen="details"] h1').waitFor({ timeout: 20_000 });
      await expect
        .poll(() => page.locator('venue-account').getByLabel('Phone number').inputValue())
        .toBe('07700 900123');
    } finally {
      await context.close();
    }
  });

  it('a bad postcode is refused next to its field', async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      const customer = await registerCustomer(baseUrl, 'Postcode');
      await loginContext(context, baseUrl, customer, ACCOUNT_HOSTS);
      await openScreen(page, '/user-details', 'details');
      const postcode = page.locator('venue-account').getByLabel('Postcode');
      await postcode.waitFor({ timeout: 15_000 });
      await postcode.fill('M1');
      await page.locator('venue-account').getByRole('button', { name: 'Save details' }).click();
      await page.locator('venue-account').getByText('A postcode is 5 to 7 characters').waitFor({ timeout: 10_000 });
      expect(await postcode.getAttribute('aria-invalid')).toBe('true');
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
  });

  it('changing the password keeps this session and logs out an older one', async () => {
    const customer = await registerCustomer(baseUrl, 'Password');
    const older = await freshPage(chromium.browser);
    const { context, page } = await freshPage(chromium.browser);
    try {
      const olderToken = await loginContext(older.context, baseUrl, customer, ACCOUNT_HOSTS);
      await openScreen(older.page, '/', 'dashboard');
      await loginContext(context, baseUrl, customer, ACCOUNT_HOSTS);
      await openScreen(page, '/user-details', 'details');
      const form = page.locator('venue-account [data-screen="user-details"]');
      await form.locator('input[name="current_password"]').fill(customer.password);
      await form.locator('input[name="password"]').fill('Password');
      await form.locator('input[name="password_confirmation"]').fill('Password');
      await form.getByRole('button', { name: 'Change password' }).click();
      // The server's password policy, shown at the field.
      const policy = form.locator('[name="password"][aria-invalid="true"]');
      await policy.waitFor({ timeout: 10_000 });
      await form.locator('input[name="password"]').fill('Kestrel-Harbour-29');
      await form.locator('input[name="password_confirmation"]').fill('Kestrel-Harbour-29');
      await form.getByRole('button', { name: 'Change password' }).click();
      await form.getByText('Your password has been changed.').waitFor({ timeout: 15_000 });
      expect((await api('/api/auth/user', olderToken)).status).toBe(401);
      await older.page.reload();
      await older.page.locator('venue-account').getByLabel('Email or reference').waitFor({ timeout: 20_000 });
      // This session stays, and the new password logs in.
      await page.reload();
      await page.locator('venue-account [data-account-screen="details"] h1').waitFor({ timeout: 20_000 });
      await apiLogin(baseUrl, { email: customer.email, password: 'Kestrel-Harbour-29' });
    } finally {
      await context.close();
      await older.context.close();
    }
  });

  it('USER-007 a customer adds a child with a date of birth, sees them listed as linked and books a course for them', async () => {
    const { context, page } = await freshPage(chromium.browser, { width: 375, height: 812 });
    try {
      const customer = await registerCustomer(baseUrl, 'Family');
      const token = await loginContext(context, baseUrl, customer, ACCOUNT_HOSTS);
      await openScreen(page, '/family', 'family');
      const screen = page.locator('venue-account [data-screen="family"]');
      await screen.locator('[data-empty="family"]').waitFor({ timeout: 15_000 });
      await shot(page, 'family-empty-375');
      await screen.getByRole('button', { name: 'Add child' }).click();
      await screen.getByText('This field is required').first().waitFor();
      await screen.getByLabel('First name').fill('Kit');
      await screen.getByLabel('Last name').fill(customer.lastName);
      await screen.getByLabel('Date of birth').fill('2018-05-20');
      await screen.getByRole('button', { name: 'Add child' }).click();
      const item = screen.locator(`[data-link="Kit ${customer.lastName}"]`);
      await item.waitFor({ timeout: 15_000 });
      expect(await item.textContent()).toContain('Your child');
      expect(await item.textContent()).toContain('Linked');
      await shot(page, 'family-added-375');
      await expectAxeClean(page);
      // The child is someone the customer may now book for (the server's rule for attendees and carts).
      const links = await api<Array<{ status: string; referenced_user: { id: number; name: string } }>>(
        `/api/v1/users/${(await api<{ id: number }>('/api/auth/user', token)).data.id}/links`,
        token,
      );
      const child = links.data.find((l) => l.referenced_user.name === `Kit ${customer.lastName}`);
      expect(child?.status).toBe('successful');
      expect((await api(`/api/v1/users/${child!.referenced_user.id}`, token)).status).toBe(200);

      // Book a course for the child on the booking site: "Who is attending?" offers them.
      await context.addCookies([
        { name: `${CLIENT_DOMAIN}-auth-token`, value: token, domain: 'localhost', path: '/', sameSite: 'Lax' },
      ]);
      await openRoute(page, `${baseUrl}/courses/location/riverside/tennis/adult-tennis-beginners/book`);
      const attending = page.locator('course-booking').getByLabel('Who is attending?');
      await attending.selectOption({ label: `Kit ${customer.lastName}` }, { timeout: 20_000 });
      await expectAxeClean(page);
      await page.locator('course-booking').getByRole('button', { name: 'Book now' }).click();
      await page.getByText('Course booked successfully').first().waitFor({ timeout: 15_000 });
      const cart = await api<{ items: Array<{ name: string; purchased_for_user_id?: number | null }> }>(
        '/api/activities/cart',
        token,
      );
      expect(cart.data.items.map((i) => [i.name, i.purchased_for_user_id])).toEqual([
        ['Adult tennis for beginners', child!.referenced_user.id],
      ]);
      await openScreen(page, '/family', 'family');

      // Remove: the link is revoked and leaves the list of linked people.
      await item.getByRole('button', { name: `Remove Kit ${customer.lastName}` }).click();
      await screen.getByText(`Kit ${customer.lastName} has been removed.`).waitFor({ timeout: 15_000 });
      expect(await screen.locator(`[data-links="current"] [data-link="Kit ${customer.lastName}"]`).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('Log out at 1280 px ends the session on the server and shows the login form', async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      const customer = await registerCustomer(baseUrl, 'Logout');
      const token = await loginContext(context, baseUrl, customer, ACCOUNT_HOSTS);
      await openScreen(page, '/memberships', 'memberships');
      await page.locator('venue-account [data-screen="memberships"]').getByText('You have no memberships.').waitFor();
      await shot(page, 'memberships-empty-1280');
      await page.locator('venue-account nav').getByRole('button', { name: 'Log out' }).click();
      await page.locator('venue-account').getByLabel('Email or reference').waitFor({ timeout: 15_000 });
      expect(await headings(page)).toEqual(['Log in']);
      expect((await api('/api/auth/user', token)).status).toBe(401);
      await shot(page, 'logged-out-1280');
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
  });

  it('a guest logs in through the form and lands on the screen they asked for', async () => {
    const { context, page } = await freshPage(chromium.browser, { width: 375, height: 812 });
    try {
      await openRoute(page, `${accountUrl}/memberships`);
      const account = page.locator('venue-account');
      await account.getByLabel('Email or reference').fill(demoUsers.customer.email);
      await account.getByLabel('Password').fill(demoUsers.customer.password);
      await account.locator('button[type="submit"]').click();
      await page.locator('venue-account [data-account-screen="memberships"] h1').waitFor({ timeout: 20_000 });
      expect(new URL(page.url()).pathname).toBe('/memberships');
    } finally {
      await context.close();
    }
  });

  it.each(VIEWPORTS)('at %s px every screen of the shell is axe clean and fits the width', async (name, viewport) => {
    const { context, page } = await freshPage(chromium.browser, viewport);
    try {
      await loginContext(context, baseUrl, demoUsers.customer, ACCOUNT_HOSTS);
      for (const [path, key, ready] of [
        ['/user-details', 'details', 'input[name="phone"]'],
        ['/memberships', 'memberships', '[data-membership]'],
        ['/packages', 'packages', '[data-empty="packages"]'],
        ['/guest-passes', 'guestPasses', '[data-empty="guest-passes"]'],
        ['/family', 'family', '[data-link]'],
      ] as const) {
        await openScreen(page, path, key);
        await page.locator(`venue-account ${ready}`).first().waitFor({ timeout: 15_000 });
        await noHorizontalScroll(page);
        await shot(page, `${key}-${name}`);
        await expectAxeClean(page);
      }
    } finally {
      await context.close();
    }
  });

  it("at 320 px the account navigation is one row above the page's heading, which is on the first screen", async () => {
    const { context, page } = await freshPage(chromium.browser, { width: 320, height: 640 });
    try {
      await loginContext(context, baseUrl, demoUsers.customer, ACCOUNT_HOSTS);
      await openScreen(page, '/family', 'family');
      const nav = page.locator('venue-account nav[aria-label="Account"]');
      const rows = await nav
        .locator('a, button')
        .evaluateAll((controls) => controls.map((c) => Math.round(c.getBoundingClientRect().top)));
      // Every link and Log out on one row (wrapped, they took five rows and the heading sat below 400 px).
      expect(new Set(rows).size).toBe(1);
      const heading = await page.locator('venue-account [data-account-screen="family"] h1').boundingBox();
      expect(heading!.y + heading!.height).toBeLessThan(320);
      // The row scrolls sideways inside itself, never the page, and shows the current section's link.
      await noHorizontalScroll(page);
      const current = nav.locator('a[aria-current="page"]');
      expect(await current.textContent()).toBe('Family and friends');
      const [link, row] = [await current.boundingBox(), await nav.boundingBox()];
      expect(link!.x).toBeGreaterThanOrEqual(row!.x);
      expect(link!.x + link!.width).toBeLessThanOrEqual(row!.x + row!.width);
      // A keyboard user reaches Log out at the end of the row, and it is scrolled into view.
      const logOut = nav.getByRole('button', { name: 'Log out' });
      await logOut.focus();
      await expect.poll(async () => (await logOut.boundingBox())!.x + 10).toBeLessThan(320);
      await shot(page, 'nav-320');
    } finally {
      await context.close();
    }
  });

  it('the keyboard reaches every entry of the account navigation and follows it', async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      await loginContext(context, baseUrl, demoUsers.customer, ACCOUNT_HOSTS);
      await openScreen(page, '/', 'dashboard');
      const entries = await page.locator('venue-account nav[aria-label="Account"] a').allTextContents();
      expect(entries).toEqual([
        'Dashboard',
        'My details',
        'Memberships',
        'Packages',
        'Bookings',
        'Guest passes',
        'Payments',
        'Family and friends',
      ]);
      const reached: string[] = [];
      for (let i = 0; i < 30 && reached.length < entries.length; i += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          let active = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          return active?.closest('nav[aria-label="Account"]') ? (active.textContent ?? '') : null;
        });
        if (focused && !reached.includes(focused)) reached.push(focused);
      }
      expect(reached).toEqual(entries);
      // Enter on the focused entry (Family and friends) follows it.
      await page.keyboard.press('Enter');
      await page.locator('venue-account [data-account-screen="family"] h1').waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe('/family');
      await page.goBack();
      await page.locator('venue-account [data-account-screen="dashboard"] h1').waitFor({ timeout: 15_000 });
    } finally {
      await context.close();
    }
  });
});
