import { inject } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  apiLogin,
  AUTH_COOKIE,
  chromiumForThisFile,
  CLIENT_DOMAIN,
  collectPageErrors,
  demoUsers,
  DESKTOP,
  expectAxeClean,
  PHONE,
  registerCustomer,
  screenshot,
} from './browser.ts';
import { breadcrumb, freshPage, openRoute, waitForPath } from './pages.ts';

// Issue 10: sign up, log out at every width, the password reset that follows, the session handed to the
// account host with a one-time code, and staff creating a customer at the front desk; in Chromium at phone
// and desktop widths, on the real server. Every person here is one this file signs up itself.

const baseUrl = inject('baseUrl');
const chromium = chromiumForThisFile();
const port = new URL(baseUrl).port;
const accountBase = `http://account.localhost:${port}`;
/** What online joining sends guests to (the membership joining flow). */
const JOINING = '/register?onboarding_type=membership_purchase&source=online-joining&redirect=/basket';

let n = 0;
const newEmail = (what: string) => `${what}-${Date.now()}-${n++}@example.test`;

/** The element's own form, inside its shadow root (Playwright locators pierce it). */
const registerForm = (page: Page): Locator => page.locator('venue-register');

/** The name of the focused control inside the register element's shadow root. */
function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const host = document.querySelector('venue-register');
    const active = host?.shadowRoot?.activeElement as HTMLInputElement | null | undefined;
    return active?.getAttribute('name') ?? active?.textContent?.trim() ?? null;
  });
}

/** Tabs forward (keyboard only) until the field named `name` has focus. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if ((await focusedName(page)) === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}`);
}

async function typeField(page: Page, name: string, value: string): Promise<void> {
  await tabTo(page, name);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
}

/** The text of the messages an input is described by (its error under it), and whether it is invalid. */
function fieldState(form: Locator, name: string): Promise<{ invalid: string | null; described: string }> {
  return form.locator(`[name="${name}"]`).evaluate((input) => {
    const root = input.getRootNode() as ShadowRoot;
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return {
      invalid: input.getAttribute('aria-invalid'),
      described: ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' '),
    };
  });
}

async function bookingToken(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(baseUrl)).find((c) => c.name === AUTH_COOKIE)?.value;
}

async function whoAmI(token: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/auth/user`, {
    headers: { authorization: `Bearer ${token}`, 'X-Client-Domain': CLIENT_DOMAIN, accept: 'application/json' },
  });
  return res.status;
}

async function exchange(code: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/auth/handoff/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Client-Domain': CLIENT_DOMAIN, accept: 'application/json' },
    body: JSON.stringify({ code }),
  });
  return res.status;
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('sign up at %s width', (label, viewport) => {
  it(`ROUTE-003 UI-002 USER-016 a guest signs up from the online joining link by keyboard at ${viewport.width} px: errors beside their fields, then logged in on ?redirect= with a welcome mail`, async () => {
    const { context, page } = await freshPage(chromium.browser, viewport);
    const errors = collectPageErrors(page);
    const email = newEmail(`signup-${label}`);
    const password = 'Kingfisher-lane-7';
    try {
      await openRoute(page, `${baseUrl}${JOINING}`);
      const form = registerForm(page);
      await form.locator('input[name="first_name"]').waitFor({ timeout: 15_000 });
      expect(await breadcrumb(page)).toEqual(['Home', 'Sign up']);
      await expectAxeClean(page, 'empty sign-up form');
      await screenshot(page, `register-empty-${viewport.width}`);
      // The terms to accept can be read, in a new tab so nothing typed is lost.
      const terms = form.getByRole('link', { name: 'Read the terms and conditions (opens in a new tab)' });
      expect(await terms.getAttribute('href')).toBe('https://example.com/terms');
      expect(await terms.getAttribute('target')).toBe('_blank');

      // Keyboard only, from the form's first control: bad input first.
      await form.locator('select[name="title"]').focus();
      await typeField(page, 'first_name', 'Rowan');
      await typeField(page, 'last_name', 'Signup');
      await typeField(page, 'email', 'not-an-email');
      await typeField(page, 'postcode', 'AB1');
      await typeField(page, 'password', 'short');
      await typeField(page, 'password_confirmation', 'shorter');
      await page.keyboard.press('Enter');
      await form.getByText('Must be a valid email address').waitFor({ timeout: 10_000 });
      expect(await fieldState(form, 'email')).toEqual({ invalid: 'true', described: 'Must be a valid email address' });
      expect((await fieldState(form, 'postcode')).described).toBe('A postcode is 5 to 7 characters');
      expect((await fieldState(form, 'password')).described).toContain('Must be at least 8 characters');
      expect((await fieldState(form, 'terms')).described).toBe('Required');
      // Focus went to the first invalid field; what was typed is still there.
      expect(await focusedName(page)).toBe('email');
      expect(await form.locator('input[name="first_name"]').inputValue()).toBe('Rowan');
      await expectAxeClean(page, 'sign-up form with field errors');
      await screenshot(page, `register-errors-${viewport.width}`);

      // An e-mail already in use: the server's 422 lands beside the e-mail field.
      await typeField(page, 'email', demoUsers.customer.email);
      await typeField(page, 'postcode', 'LS1 4AP');
      await typeField(page, 'password', password);
      await typeField(page, 'password_confirmation', password);
      await tabTo(page, 'marketing_email');
      await page.keyboard.press('Space');
      await tabTo(page, 'terms');
      await page.keyboard.press('Space');
      await page.keyboard.press('Enter');
      await form.getByText('The email has already been taken.').waitFor({ timeout: 10_000 });
      expect(await fieldState(form, 'email')).toEqual({
        invalid: 'true',
        described: 'The email has already been taken.',
      });
      expect(await focusedName(page)).toBe('email');
      expect(await form.locator('input[name="password"]').inputValue()).toBe(password);
      expect(await form.locator('input[name="terms"]').isChecked()).toBe(true);

      // A free e-mail: the account exists, is logged in, and the person lands on the redirect target.
      await typeField(page, 'email', email);
      await page.keyboard.press('Enter');
      await waitForPath(page, '/basket');
      await page
        .locator('venue-nav a', { hasText: 'My account' })
        .first()
        .waitFor({ state: 'attached', timeout: 15_000 });
      const token = await bookingToken(context);
      expect(token).toBeTruthy();
      expect(await whoAmI(token!)).toBe(200);
      await expectAxeClean(page, 'landed on the redirect target');
      await screenshot(page, `register-landed-${viewport.width}`);

      // The welcome mail, in the development mailbox.
      await page.goto(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(email)}`);
      await page.getByRole('link', { name: 'Welcome: your account is ready' }).first().click();
      await page.getByText('Your account is ready.').first().waitFor();
      expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('log out, reset, log in', () => {
  it('AUTH-005 at 1280 px the nav bar has Log out, which ends the session on the server; then the password is reset through the development mailbox and used to log in', async () => {
    const { email, password } = await registerCustomer(baseUrl);
    const { context, page } = await freshPage(chromium.browser, DESKTOP);
    try {
      const token = await apiLogin(baseUrl, { email, password });
      await context.addCookies([{ name: AUTH_COOKIE, value: token, domain: 'localhost', path: '/', sameSite: 'Lax' }]);
      await openRoute(page, `${baseUrl}/`);
      const nav = page.locator('venue-nav');
      const logOut = nav.locator('nav').getByRole('button', { name: 'Log out' });
      await logOut.waitFor({ timeout: 15_000 });
      expect(await logOut.isVisible()).toBe(true);
      await expectAxeClean(page, 'logged-in nav at 1280 px');
      await screenshot(page, 'register-nav-logout-1280', false);
      // Keyboard: focus it and press Enter.
      await logOut.focus();
      await page.keyboard.press('Enter');
      await nav.locator('nav').getByRole('link', { name: 'Log in' }).waitFor({ timeout: 15_000 });
      expect(await bookingToken(context)).toBeUndefined();
      expect(await whoAmI(token)).toBe(401);

      // Forgotten password, from the login screen, through the mailbox.
      const newPassword = 'Granite-puffin-77';
      await openRoute(page, `${baseUrl}/login`);
      const login = page.locator('venue-login[mode="page"]');
      await login.getByRole('button', { name: 'Forgotten your password?' }).click();
      await login.getByLabel('Email or reference').fill(email);
      await login.getByRole('button', { name: 'Send reset link' }).click();
      await login.getByRole('status').filter({ hasText: 'we have sent an e-mail' }).waitFor({ timeout: 15_000 });
      await page.goto(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(email)}`);
      await page.getByRole('link', { name: 'Reset your password' }).first().click();
      await page.locator('a[href*="/reset-password?reset_token="]').click();
      await waitForPath(page, '/reset-password');
      const reset = page.locator('venue-login[mode="reset"]');
      await reset.locator('input[name="password"]').fill(newPassword);
      await reset.locator('input[name="password_confirmation"]').fill(newPassword);
      await reset.locator('input[name="password_confirmation"]').press('Enter');
      await reset.getByRole('status').filter({ hasText: 'Your password has been changed' }).waitFor();
      await reset.getByRole('link', { name: 'Log in' }).click();
      await waitForPath(page, '/login');
      const again = page.locator('venue-login[mode="page"]');
      await again.getByLabel('Email or reference').fill(email);
      await again.getByLabel('Password').fill(newPassword);
      await again.getByLabel('Password').press('Enter');
      await page.locator('venue-nav nav').getByRole('button', { name: 'Log out' }).waitFor({ timeout: 15_000 });
      await expectAxeClean(page, 'logged in again');
    } finally {
      await context.close();
    }
  });
});

describe('/register when logged in', () => {
  it('ROUTE-004 a logged-in customer is sent to ?redirect=, or to / without it', async () => {
    const { email, password } = await registerCustomer(baseUrl);
    const { context, page } = await freshPage(chromium.browser, PHONE);
    try {
      const token = await apiLogin(baseUrl, { email, password });
      await context.addCookies([{ name: AUTH_COOKIE, value: token, domain: 'localhost', path: '/', sameSite: 'Lax' }]);
      await page.goto(`${baseUrl}/register?redirect=/pricing`);
      await waitForPath(page, '/pricing');
      await page.goto(`${baseUrl}/register`);
      await waitForPath(page, '/');
      expect(await page.locator('venue-register').count()).toBe(0);
      await expectAxeClean(page, 'home after the redirect');
    } finally {
      await context.close();
    }
  });
});

describe('My account on the account host', () => {
  it('ROUTE-020 My account reaches the account host with a one-time code and back without logging in again; no address ever holds the session token', async () => {
    const { email, password, firstName, lastName } = await registerCustomer(baseUrl);
    const { context, page } = await freshPage(chromium.browser, DESKTOP);
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => addresses.push(frame.url()));
    page.on('request', (request) => addresses.push(request.url()));
    try {
      // Logged in through the form, as a person does it: the app keeps the token itself.
      await openRoute(page, `${baseUrl}/login`);
      const login = page.locator('venue-login[mode="page"]');
      await login.getByLabel('Email or reference').fill(email);
      await login.getByLabel('Password').fill(password);
      await login.getByLabel('Password').press('Enter');
      const myAccount = page.locator('venue-nav nav').getByRole('link', { name: 'My account' });
      await myAccount.waitFor({ timeout: 15_000 });
      const session = (await bookingToken(context))!;
      expect(session).toBeTruthy();
      // The link's address carries no token of any kind until it is followed.
      expect(await myAccount.getAttribute('href')).toBe(`${accountBase}/`);

      await myAccount.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.hostname === 'account.localhost', { timeout: 15_000 });
      await page.locator('main').getByText(`${firstName} ${lastName}`).first().waitFor({ timeout: 15_000 });
      // The code left the address at once; the account host has a session of its own.
      expect(page.url()).toBe(`${accountBase}/`);
      const accountToken = (await context.cookies(accountBase)).find((c) => c.name === AUTH_COOKIE)?.value;
      expect(accountToken).toBeTruthy();
      expect(accountToken).not.toBe(session);
      await expectAxeClean(page, 'account dashboard after the handoff');
      await screenshot(page, 'register-account-handoff-1280', false);

      // The code that travelled: not the session token, and refused when used again.
      const handed = addresses
        .map((a) => new URL(a))
        .filter((u) => u.hostname === 'account.localhost' && u.searchParams.has('token'));
      expect(handed.length).toBeGreaterThan(0);
      const code = handed[0]!.searchParams.get('token')!;
      expect(code).not.toBe(session);
      expect(await exchange(code)).toBe(422);

      // Back to booking: still logged in there, no login asked for.
      await page.getByRole('link', { name: 'Back to booking' }).click();
      await page.waitForURL((url) => url.hostname === 'localhost', { timeout: 15_000 });
      await page.locator('venue-nav nav').getByRole('link', { name: 'My account' }).waitFor({ timeout: 15_000 });

      // No address the page went to or asked for ever held either session token.
      for (const address of addresses) {
        expect(address).not.toContain(session);
        expect(address).not.toContain(encodeURIComponent(session));
        expect(address).not.toContain(accountToken!);
      }

      // A stale or reused code: the account host simply shows its login.
      const { context: other, page: stranger } = await freshPage(chromium.browser, PHONE);
      try {
        await openRoute(stranger, `${accountBase}/?token=${encodeURIComponent(code)}`);
        await stranger
          .locator('venue-account')
          .getByRole('heading', { name: 'Log in', level: 1 })
          .waitFor({ timeout: 15_000 });
        expect(new URL(stranger.url()).searchParams.has('token')).toBe(false);
        await expectAxeClean(stranger, 'account host after a refused code');
      } finally {
        await other.close();
      }
    } finally {
      await context.close();
    }
  });
});

describe('front of house', () => {
  it('AUTH-015 USER-016 staff create a customer with the sign-up form and then act for them', async () => {
    const { context, page } = await freshPage(chromium.browser, PHONE);
    const email = newEmail('desk');
    try {
      const staffToken = await apiLogin(baseUrl, demoUsers.staff);
      await context.addCookies([
        { name: AUTH_COOKIE, value: staffToken, domain: 'localhost', path: '/', sameSite: 'Lax' },
      ]);
      await openRoute(page, `${baseUrl}/register`);
      const form = registerForm(page);
      await form.getByRole('heading', { name: 'Create a customer' }).waitFor({ timeout: 15_000 });
      expect(await form.locator('input[name="password"]').count()).toBe(0);
      await expectAxeClean(page, 'front-of-house form');
      await form.getByLabel('First name').fill('Desk');
      await form.getByLabel('Last name').fill('Made');
      await form.getByLabel('Email address').fill(email);
      await form.getByLabel('By post').check();
      await form.getByRole('button', { name: 'Create customer' }).click();
      const done = form.getByRole('status');
      await done.filter({ hasText: 'You are now booking for them.' }).waitFor({ timeout: 15_000 });
      expect(await done.textContent()).toContain('Desk Made');
      await expectAxeClean(page, 'customer created');
      await screenshot(page, 'register-foh-created-375');

      // The new customer is the one staff act for (the checkout's customer picker reads this).
      const actingFor = await page.evaluate(() => sessionStorage.getItem('venue.acting-for.v1'));
      const found = await fetch(`${baseUrl}/api/v1/users?search=${encodeURIComponent(email)}`, {
        headers: {
          authorization: `Bearer ${staffToken}`,
          'X-Client-Domain': CLIENT_DOMAIN,
          accept: 'application/json',
        },
      });
      const { data } = (await found.json()) as { data: Array<{ id: number; marketing: { post: boolean } }> };
      expect(data).toHaveLength(1);
      expect(data[0]!.marketing.post).toBe(true);
      expect(JSON.parse(actingFor!)).toMatchObject({ id: data[0]!.id, name: 'Desk Made' });
    } finally {
      await context.close();
    }
  });
});
