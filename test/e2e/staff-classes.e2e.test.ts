import { inject } from 'vitest';
import type { Page, Response } from 'playwright-core';
import {
  apiFor,
  apiLogin,
  chromiumForThisFile,
  classCard,
  demoUsers,
  DESKTOP,
  expectAxeClean,
  loginContext,
  londonDay,
  openPage,
  PHONE,
  screenshot,
} from './browser.ts';

// Front of house on a classes week (contracts §6: staff act for a chosen customer through selected_user_id):
// staff choose the demo customer on the yoga day and put him on the full 18:30 class's waitlist and take him
// off again. The file shares the database with the others, so the customer is off that waitlist however it
// ends.

const baseUrl = inject('baseUrl');
const chromium = chromiumForThisFile();
const { call, api } = apiFor(baseUrl);
const DATE = londonDay(1);
const TIMETABLE = `/api/venue/riverside/activity/yoga/v2/timetable?date=${DATE}`;

interface Entry {
  id: string;
  starts_at: { time_24h: string };
  bookable_action: { action: string };
}

/** Shown text (a toast's words are also in a live region). */
const shown = (page: Page, text: string) => page.getByText(text).filter({ visible: true }).first();

/** The shadow-piercing focused element's accessible bits. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return { tag: el?.tagName.toLowerCase(), label: el?.closest('form')?.getAttribute('aria-label') ?? null };
  });

const isTimetableRead = (r: Response) => r.url().includes('/yoga/v2/timetable') && r.request().method() === 'GET';

describe('front of house on a classes week', () => {
  it('staff choose the demo customer and put him on, then take him off, the full yoga waitlist: his entry, not theirs', async () => {
    const alexToken = await apiLogin(baseUrl, demoUsers.customer);
    const staffToken = await apiLogin(baseUrl, demoUsers.staff);
    const alex = await api<{ id: number }>('/api/auth/user', alexToken);
    const full = (await api<Entry[]>(TIMETABLE, alexToken)).find((e) => e.starts_at.time_24h === '18:30')!;
    const waiting = async (token: string) =>
      (await api<Array<{ occurrence: { occurrence_id: string } }>>('/api/waitlist', token)).some(
        (e) => e.occurrence.occurrence_id === full.id,
      );
    // A run that stopped half way may have left him waiting.
    await call(`/api/waitlist/remove/${full.id}`, alexToken, { method: 'DELETE' });
    expect(full.bookable_action.action).toBe('join_waitlist');

    const { context, page, errors } = await openPage(chromium.browser, PHONE);
    try {
      await loginContext(context, baseUrl, demoUsers.staff);
      // The picker's code held back, as on a slow tablet: staff press a button before the picker has come.
      let releasePicker!: () => void;
      const pickerHeld = new Promise<void>((done) => (releasePicker = done));
      await page.route(/\/CustomerPicker-[^/]+\.js$/, async (route) => {
        await pickerHeld;
        await route.continue();
      });
      await page.goto(`${baseUrl}/location/riverside/yoga/${DATE}`);
      const card = classCard(page, '18:30');
      const join = card.getByRole('button', { name: 'Join waitlist' });
      await join.waitFor({ timeout: 30_000 });

      // No customer chosen yet: the button asks for one instead of putting the staff member on the list, and
      // takes them to its search field once the picker is there.
      let calls = 0;
      page.on('request', (r) => void (r.url().includes('/api/waitlist') && (calls += 1)));
      await join.click();
      await shown(page, 'Choose the customer first.').waitFor({ timeout: 15_000 });
      expect(await page.locator('form[role="search"]').count()).toBe(0);
      releasePicker();
      await page.waitForFunction(
        () => {
          let el: Element | null = document.activeElement;
          while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
          return el?.tagName === 'INPUT';
        },
        null,
        { timeout: 15_000 },
      );
      expect(await focused(page)).toEqual({ tag: 'input', label: 'Find a customer' });
      expect(calls).toBe(0);
      await screenshot(page, 'staff-classes-no-customer-375');

      // The demo customer, found by e-mail: the day is read again for him.
      const forAlex = page.waitForResponse(
        (r) => isTimetableRead(r) && r.url().includes(`selected_user_id=${alex.id}`),
      );
      await page.getByLabel('Customer name, e-mail or reference').fill(demoUsers.customer.email);
      await page.getByRole('button', { name: 'Search customers' }).click();
      await page.getByRole('button', { name: /^Alex Morgan/ }).click();
      expect((await forAlex).status()).toBe(200);
      await join.waitFor({ timeout: 15_000 });

      const joined = page.waitForResponse((r) => r.url().endsWith('/api/waitlist/add'));
      await join.click();
      const added = await joined;
      expect(added.status()).toBe(201);
      expect(added.request().postDataJSON()).toEqual({
        item: { id: full.id, type: 'occurrence' },
        selected_user_id: alex.id,
      });
      await shown(page, 'Successfully joined the waitlist.').waitFor({ timeout: 15_000 });
      const leave = card.getByRole('button', { name: 'Leave waitlist' });
      await leave.waitFor({ timeout: 15_000 });
      // The place is the customer's, and the card says so to the staff member, not "You are".
      await card.getByText(/^This customer is \d+(st|nd|rd|th) on the waitlist\.$/).waitFor();
      expect(await card.getByText(/\bYou are\b/).count()).toBe(0);
      // He waits; the staff member does not.
      expect(await waiting(alexToken)).toBe(true);
      expect(await waiting(staffToken)).toBe(false);
      const seenByAlex = (await api<Entry[]>(TIMETABLE, alexToken)).find((e) => e.id === full.id)!;
      expect(seenByAlex.bookable_action.action).toBe('leave_waitlist');

      await expectAxeClean(page, 'staff acting for a customer on the waitlist');
      await card.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'staff-classes-waitlisted-375', false);
      await screenshot(page, 'staff-classes-waitlisted-375-full');
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'staff-classes-waitlisted-1280');
      await page.setViewportSize(PHONE);

      const removed = page.waitForResponse((r) => r.url().includes(`/api/waitlist/remove/`));
      await leave.click();
      const left = await removed;
      expect(left.status()).toBe(200);
      expect(new URL(left.url()).searchParams.get('selected_user_id')).toBe(String(alex.id));
      await shown(page, 'Successfully removed from the waitlist.').waitFor({ timeout: 15_000 });
      await join.waitFor({ timeout: 15_000 });
      expect(await waiting(alexToken)).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await call(`/api/waitlist/remove/${full.id}`, alexToken, { method: 'DELETE' });
      await context.close();
    }
  });
});
