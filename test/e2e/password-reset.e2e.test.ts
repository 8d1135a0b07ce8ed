import { inject } from 'vitest';
import {
  AUTH_COOKIE,
  CLIENT_DOMAIN,
  apiLogin,
  chromiumForThisFile,
  collectPageErrors,
  describeViolations,
  screenshot,
  seriousAxeViolations,
} from './browser.ts';
import { freshPage, openRoute, waitForPath } from './pages.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForThisFile();

/** A fresh customer of this test's own, through the public sign-up (the demo accounts stay untouched). */
async function signUp(email: string, password: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/auth/customer/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'X-Client-Domain': CLIENT_DOMAIN },
    body: JSON.stringify({
      first_name: 'Robin',
      last_name: 'Reset',
      email,
      password,
      password_confirmation: password,
      terms: true,
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
}

describe('password reset, as a person does it', () => {
  it('request a reset from the login screen, read the mail in the development mailbox, follow the link, set a new password, log in; an old session is logged out', async () => {
    const email = `reset-e2e-${Date.now()}@example.test`;
    const oldPassword = 'Willow-bridge-31';
    const newPassword = 'Granite-puffin-77';
    await signUp(email, oldPassword);

    // A second browser, logged in before the reset: its session must end.
    const other = await freshPage(chromium.browser);
    const person = await freshPage(chromium.browser);
    try {
      const oldToken = await apiLogin(baseUrl, { email, password: oldPassword });
      await other.context.addCookies([
        { name: AUTH_COOKIE, value: oldToken, domain: 'localhost', path: '/', sameSite: 'Lax' },
      ]);
      await openRoute(other.page, `${baseUrl}/`);
      const whoAmI = () =>
        other.page.evaluate(
          async (domain) =>
            (await fetch('/api/auth/user', { headers: { 'X-Client-Domain': domain, Accept: 'application/json' } }))
              .status,
          CLIENT_DOMAIN,
        );
      expect(await whoAmI()).toBe(200);

      const { page } = person;
      const errors = collectPageErrors(page);
      // 1. The login screen's "Forgotten your password?".
      await openRoute(page, `${baseUrl}/login`);
      const login = page.locator('venue-login[mode="page"]');
      await login.getByRole('button', { name: 'Forgotten your password?' }).click();
      // The heading says what the form is, not "Log in".
      await login.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor({ timeout: 15_000 });
      await login.getByLabel('Email or reference').fill(email);
      await login.getByRole('button', { name: 'Send reset link' }).click();
      await login
        .getByRole('status')
        .filter({ hasText: 'we have sent an e-mail with a link' })
        .waitFor({ timeout: 15_000 });

      // 2. The development mailbox: the newest message to this address.
      await page.goto(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(email)}`);
      await page.getByRole('link', { name: 'Reset your password' }).first().click();
      await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
      await screenshot(page, 'password-reset-mailbox-message');

      // 3. Follow the link in the mail.
      await page.locator('a[href*="/reset-password?reset_token="]').click();
      await waitForPath(page, '/reset-password');
      const reset = page.locator('venue-login[mode="reset"]');
      await reset.locator('input[name="password"]').waitFor({ timeout: 15_000 });
      // The token left the address bar (history, Referer).
      expect(new URL(page.url()).searchParams.has('reset_token')).toBe(false);

      // A common password: the policy's 422 is shown beside the field, and focus goes there.
      await reset.locator('input[name="password"]').fill('password123');
      await reset.locator('input[name="password_confirmation"]').fill('password123');
      await reset.getByRole('button', { name: 'Set new password' }).click();
      await reset.getByText('This password is too common').waitFor({ timeout: 10_000 });
      const described = await reset.locator('input[name="password"]').evaluate((input) => {
        const root = input.getRootNode() as ShadowRoot;
        const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
        return {
          focused: root.activeElement === input,
          text: ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' '),
        };
      });
      expect(described.focused).toBe(true);
      expect(described.text).toContain('This password is too common');
      await screenshot(page, 'password-reset-policy-error');

      // 4. A good one, by keyboard: Enter submits.
      await reset.locator('input[name="password"]').fill(newPassword);
      await reset.locator('input[name="password_confirmation"]').fill(newPassword);
      await reset.locator('input[name="password_confirmation"]').press('Enter');
      await reset
        .getByRole('status')
        .filter({ hasText: 'Your password has been changed' })
        .waitFor({ timeout: 15_000 });
      expect(describeViolations(await seriousAxeViolations(page))).toBe('');
      await screenshot(page, 'password-reset-done');

      // 5. Log in with the new password.
      await reset.getByRole('link', { name: 'Log in' }).click();
      await waitForPath(page, '/login');
      const again = page.locator('venue-login[mode="page"]');
      await again.getByLabel('Email or reference').fill(email);
      await again.getByLabel('Password').fill(newPassword);
      await again.locator('button[type="submit"]').click();
      await page.locator('venue-nav a', { hasText: 'My account' }).first().waitFor({ timeout: 15_000 });

      // 6. The session from before the reset is gone.
      expect(await whoAmI()).toBe(401);
      expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    } finally {
      await person.context.close();
      await other.context.close();
    }
  });
});
