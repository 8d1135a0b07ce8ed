import { inject } from 'vitest';
import { AUTH_COOKIE, demoUsers, chromiumForThisFile } from './browser.ts';
import { freshPage, openRoute, waitForPath } from './pages.ts';

const baseUrl = inject('baseUrl');

const chromium = chromiumForThisFile();

describe('logging in through the host app', () => {
  it('EMBED-008 AUTH-002 AUTH-016 logging in on /login?redirect=/pricing stores the token cookie and lands on /pricing', async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      await openRoute(page, `${baseUrl}/login?redirect=/pricing`);
      const form = page.locator('venue-login[mode="page"]');
      await form.getByLabel('Email or reference').fill(demoUsers.customer.email);
      await form.getByLabel('Password').fill(demoUsers.customer.password);
      await form.locator('button[type="submit"]').click();
      await waitForPath(page, '/pricing');
      const cookies = await context.cookies(baseUrl);
      expect(cookies.find((c) => c.name === AUTH_COOKIE)?.value).toBeTruthy();
      await page.locator('venue-nav a', { hasText: 'My account' }).first().waitFor({ timeout: 15_000 });
    } finally {
      await context.close();
    }
  });

  it("UI-011 the nav's Log in opens the login modal on the page instead of leaving it", async () => {
    const { context, page } = await freshPage(chromium.browser);
    try {
      await openRoute(page, `${baseUrl}/pricing`);
      // The modal's code loads after first paint.
      await page.waitForFunction(
        () => customElements.get('venue-login') !== undefined && document.querySelector('venue-login') !== null,
      );
      await page.locator('venue-nav a', { hasText: 'Log in' }).first().click();
      const dialog = page.locator('venue-login [role="dialog"]');
      await dialog.waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).pathname).toBe('/pricing');
    } finally {
      await context.close();
    }
  });
});
