import { inject } from 'vitest';
import { AUTH_COOKIE, chromiumForThisFile, loginContext } from './browser.ts';
import { freshPage, openRoute } from './pages.ts';

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
