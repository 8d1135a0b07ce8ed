import { inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { chromiumForThisFile, DESKTOP, loginContext, openPage, registerCustomer } from './browser.ts';

// Chromium has the HTML Sanitizer API, so every other e2e file shows server HTML through it. Safari does
// not, and gets DOMPurify (ui/html/sanitizeWithDomPurify.ts). Here DOMPurify is forced in Chromium (no
// `setHTML` before the app loads) and must show the demo data's server HTML exactly as the platform's
// sanitiser does: the venue footer, the swimming waiver and the checkout terms.

const baseUrl = inject('baseUrl');
const SWIMMING = '/courses/location/riverside/swimming-lessons/swimming-lessons-stage-1/book';

const chromium = chromiumForThisFile();

/** The server HTML a page shows, as the browser holds it once sanitised. */
const shownHtml = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.innerHTML, undefined, { timeout: 15_000 });

async function coursePageHtml(page: Page): Promise<{ footer: string; waiver: string }> {
  await page.goto(`${baseUrl}${SWIMMING}`);
  await page.locator('[aria-label="Waiver terms"]').waitFor({ timeout: 30_000 });
  await page.locator('footer.venue-footer .venue-footer-content').waitFor({ timeout: 15_000 });
  return {
    footer: await shownHtml(page, 'footer.venue-footer .venue-footer-content'),
    waiver: await shownHtml(page, '[aria-label="Waiver terms"]'),
  };
}

async function checkoutTermsHtml(page: Page): Promise<string> {
  await page.goto(`${baseUrl}/basket/checkout`);
  await page.getByText('Read the terms and conditions').click({ timeout: 30_000 });
  const terms = page.getByText(/of Riverside Leisure Trust/);
  await terms.waitFor({ timeout: 15_000 });
  return terms.evaluate((el) => el.parentElement!.innerHTML);
}

describe('server HTML through DOMPurify, forced in Chromium', () => {
  it('UI-016 COURSE-010 the footer, the waiver and the checkout terms show as the platform sanitiser shows them', async () => {
    const customer = await registerCustomer(baseUrl, 'Sanitiser');
    const pages: Array<{ context: BrowserContext; page: Page; errors: string[] }> = [];
    try {
      const native = await openPage(chromium.browser, DESKTOP);
      const fallback = await openPage(chromium.browser, DESKTOP);
      pages.push(native, fallback);
      await fallback.context.addInitScript(() => {
        delete (Element.prototype as { setHTML?: unknown }).setHTML;
      });
      for (const { context } of pages) await loginContext(context, baseUrl, customer);

      const nativeCourse = await coursePageHtml(native.page);
      const fallbackCourse = await coursePageHtml(fallback.page);
      expect(await native.page.evaluate(() => 'setHTML' in Element.prototype)).toBe(true);
      expect(await fallback.page.evaluate(() => 'setHTML' in Element.prototype)).toBe(false);
      expect(nativeCourse.waiver).toContain('<h3>Swimming lessons waiver</h3>');
      expect(nativeCourse.footer).toContain('<a href="tel:01614960000">0161 496 0000</a>');
      expect(fallbackCourse).toEqual(nativeCourse);

      // The checkout terms need something in the basket: the course, booked with its waiver agreed.
      await native.page.getByLabel(/I have read and agree/).check();
      await native.page.getByLabel('Swimming ability').selectOption({ index: 1 });
      await native.page.getByLabel('Medical information').fill('No medical conditions.');
      await native.page.getByRole('button', { name: 'Book now' }).click();
      await native.page.getByText('Course booked successfully').first().waitFor({ timeout: 15_000 });

      const nativeTerms = await checkoutTermsHtml(native.page);
      const fallbackTerms = await checkoutTermsHtml(fallback.page);
      expect(nativeTerms).toContain('<a href="https://example.com/terms">terms and conditions</a>');
      expect(fallbackTerms).toBe(nativeTerms);
      // 401 before the session is read, 404 where a view probes for data that is not there.
      for (const { errors } of pages) expect(errors.filter((e) => !/status of 40[14]/.test(e))).toEqual([]);
    } finally {
      for (const { context } of pages) await context.close();
    }
  });
});
