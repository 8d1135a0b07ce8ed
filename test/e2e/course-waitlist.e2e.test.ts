import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import {
  apiFor,
  AUTH_COOKIE,
  chromiumForThisFile,
  demoUsers,
  DESKTOP,
  expectAxeClean,
  openPage,
  PHONE,
  screenshot,
} from './browser.ts';

// The demo's fully booked Pilates course offers its waitlist: the demo customer joins it from the course page
// and leaves it again. The file shares the database with the others, so it leaves the customer off the
// waitlist however it ends.

const baseUrl = inject('baseUrl');
const PILATES = '/courses/location/riverside/pilates/pilates-foundations/book';
const NARROW = { width: 320, height: 720 };

const chromium = chromiumForThisFile();

/** Shown text (the disabled Book's reason is also in its hidden tooltip). */
const shown = (page: Page, text: string) => page.getByText(text).filter({ visible: true }).first();
const { call } = apiFor(baseUrl);

/** Fails unless the page scrolls sideways by nothing at this width (one shadow root's overflow would show). */
async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(width);
}

describe('course waitlist in the host app', () => {
  it('WAIT-004 the demo customer joins the full Pilates course waitlist from its page, sees it, and leaves it', async () => {
    const { context, page, errors } = await openPage(chromium.browser, DESKTOP);
    let token: string | undefined;
    try {
      await page.goto(`${baseUrl}/login`);
      await page.locator('input[name="username"]').fill(demoUsers.customer.email);
      await page.locator('input[name="password"]').fill(demoUsers.customer.password);
      await page.locator('button[type="submit"]').click();
      await expect
        .poll(async () => (token = (await context.cookies()).find((c) => c.name === AUTH_COOKIE)?.value), {
          timeout: 15_000,
        })
        .toBeTruthy();
      // A run that stopped half way may have left the customer waiting.
      await call('/api/waitlist/remove/pilates-foundations', token!, { method: 'DELETE' });

      await page.goto(`${baseUrl}${PILATES}`);
      await page.getByText('Review Selection').waitFor({ timeout: 30_000 });
      const book = page.getByRole('button', { name: 'Book now' });
      expect(await book.getAttribute('aria-disabled')).toBe('true');
      await shown(page, 'This is fully booked, you can join the waitlist.').waitFor();
      const join = page.getByRole('button', { name: 'Join waitlist' });
      await expectAxeClean(page, 'full course');
      await screenshot(page, 'course-waitlist-join-1280');
      await join.focus();
      await page.keyboard.press('Enter');
      await shown(page, 'Successfully joined the waitlist.').waitFor({ timeout: 15_000 });
      const leave = page.getByRole('button', { name: 'Leave waitlist' });
      await leave.waitFor({ timeout: 15_000 });
      await shown(page, 'You are on the waitlist.').waitFor();
      expect(await book.getAttribute('aria-disabled')).toBe('true');

      const mine = await call<Array<{ occurrence: { name: string } }>>('/api/waitlist', token!);
      expect(mine.data.map((e) => e.occurrence.name)).toContain('Pilates foundations');
      await expectAxeClean(page, 'on the waitlist');
      await screenshot(page, 'course-waitlist-1280');
      for (const viewport of [PHONE, NARROW]) {
        await page.setViewportSize(viewport);
        await leave.scrollIntoViewIfNeeded();
        await expectNoSidewaysScroll(page, viewport.width);
        await screenshot(page, `course-waitlist-${viewport.width}`);
      }

      await leave.click();
      await shown(page, 'Successfully removed from the waitlist.').waitFor({ timeout: 15_000 });
      await join.waitFor({ timeout: 15_000 });
      await shown(page, 'This is fully booked, you can join the waitlist.').waitFor();
      expect((await call<unknown[]>('/api/waitlist', token!)).data).toEqual(
        expect.not.arrayContaining([
          expect.objectContaining({ occurrence: expect.objectContaining({ name: 'Pilates foundations' }) }),
        ]),
      );
      expect(errors).toEqual([]);
    } finally {
      if (token) await call('/api/waitlist/remove/pilates-foundations', token, { method: 'DELETE' });
      await context.close();
    }
  });
});
