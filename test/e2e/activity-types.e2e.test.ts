import { mkdirSync } from 'node:fs';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import {
  apiFor,
  chromiumForThisFile,
  DESKTOP,
  enterCard,
  expectAxeClean,
  loginContext,
  openPage,
  PHONE,
  registerCustomer,
} from './browser.ts';

// Issue 9 in the host app, through the real <activity-booking> shell: a fresh customer hires a badminton court
// (choosing the court: allocation strategy 'customer') and pays with the sandbox card; another buys two Adult
// and one Junior lane-swimming tickets with the keyboard alone. Each at phone and desktop widths, each with its
// own customer and its own day, so no test depends on what another booked.

const baseUrl = inject('baseUrl');
const SHOTS = '/tmp/act-types';
const chromium = chromiumForThisFile();

const open = (viewport: { width: number; height: number }) => openPage(chromium.browser, viewport);
const { api } = apiFor(baseUrl);

/** The London calendar date `days` from today. */
function londonDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[14]/.test(e));

describe('resource hire and ticketed sessions in the host app (issue 9)', () => {
  for (const [viewport, day] of [
    [DESKTOP, 2],
    [PHONE, 3],
  ] as const) {
    it(`TT-006 TT-012 PAY-005 a fresh customer chooses a court, sees taken courts, and pays with 4242 4242 4242 4242, at ${viewport.width} px`, async () => {
      const customer = await registerCustomer(baseUrl, 'Court');
      const { context, page, errors } = await open(viewport);
      try {
        const token = await loginContext(context, baseUrl, customer);
        const date = londonDate(day);
        await page.goto(`${baseUrl}/location/riverside/badminton-court-hire/${date}`);
        await page.locator('[data-slot-time="10:00"]').waitFor({ timeout: 30_000 });
        // Seeded: Courts 1 and 3 are taken at 18:00; shown as taken, not hidden.
        const evening = page.locator('[data-slot-time="18:00"]');
        expect(await evening.locator('[data-taken]').allInnerTexts()).toEqual(
          expect.arrayContaining(['Court 1 taken', 'Court 3 taken']),
        );
        expect(await page.locator('[data-allocation="customer"]').count()).toBe(1);
        await expectAxeClean(page, 'court grid');
        await shot(page, `courts-${viewport.width}`);

        const free = page.locator('[data-slot-time="10:00"] button[aria-pressed]').first();
        const label = (await free.getAttribute('aria-label'))!;
        const court = label.split(',')[0]!;
        await free.click();
        expect(await free.getAttribute('aria-pressed')).toBe('true');
        await page.getByRole('button', { name: 'Add to basket' }).click();
        await page.getByText(`Badminton court hire, ${court} at 10:00 is in your basket.`).waitFor({ timeout: 15_000 });
        // The basket change reloads the day: the court is now taken.
        await page
          .locator('[data-slot-time="10:00"] [data-taken]', { hasText: `${court} taken` })
          .waitFor({ timeout: 15_000 });
        await expectAxeClean(page, 'court added');
        await shot(page, `courts-added-${viewport.width}`);

        await page.getByRole('link', { name: 'Checkout now' }).first().click();
        await page.waitForURL('**/basket/checkout');
        await enterCard(page, '4242424242424242');
        const terms = page.getByLabel('I agree to the terms and conditions');
        await terms.waitFor({ timeout: 15_000 });
        await terms.check();
        await expectAxeClean(page, 'checkout');
        await page.getByRole('button', { name: 'Pay £10.00' }).click();
        await page.waitForURL(/\/booking-confirmed\/[^/]+$/, { timeout: 30_000 });
        const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
        await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor({ timeout: 15_000 });
        const order = await api<{ line_items: Array<{ name: string; price: { value: number } }> }>(
          `/api/v1/orders/${orderId}`,
          token,
        );
        expect(order.line_items.map((l) => [l.name, l.price.value])).toEqual([
          [`Badminton court hire (${court})`, 1000],
        ]);
        await expectAxeClean(page, 'confirmation');
        await shot(page, `courts-confirmed-${viewport.width}`);
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it(`API-030 TT-008 two Adult and one Junior lane-swimming tickets, chosen with the keyboard alone, are priced right and reach the basket, at ${viewport.width} px`, async () => {
      const customer = await registerCustomer(baseUrl, 'Lane');
      const { context, page, errors } = await open(viewport);
      try {
        const token = await loginContext(context, baseUrl, customer);
        const date = londonDate(day);
        const sessions = await api<
          Array<{
            occurrence_id: string;
            starts_at: { time_24h: string };
            ticket_types: Array<{ name: string; price: { value: number } }>;
          }>
        >(`/api/venue/riverside/activity-category/swimming/activity/lane-swimming/tickets?date=${date}`, token);
        const session = sessions.find((s) => s.starts_at.time_24h === '12:00')!;
        const price = (name: string) => session.ticket_types.find((t) => t.name === name)!.price.value;
        const expected = 2 * price('Adult') + price('Junior');
        expect(expected).toBe(1150); // seeded: Adult £4.50, Junior £2.50

        const priceCalls: unknown[] = [];
        page.on('request', (r) => {
          if (r.method() === 'POST' && /\/price\/riverside\/ticket\//.test(r.url())) priceCalls.push(r.postDataJSON());
        });
        await page.goto(`${baseUrl}/location/riverside/lane-swimming/${date}`);
        const sessionButton = page.locator('[data-session="12:00"]');
        await sessionButton.waitFor({ timeout: 30_000 });
        await expectAxeClean(page, 'sessions');
        await sessionButton.focus();
        await page.keyboard.press('Enter');
        await page.getByRole('heading', { name: 'Tickets for 12:00 to 14:00' }).waitFor();
        await expect.poll(() => priceCalls.length, { timeout: 10_000 }).toBeGreaterThan(0);
        const me = await api<{ reference: string }>('/api/auth/user', token);
        expect(priceCalls[0]).toEqual({ reference: me.reference, is_v2: true, occurrence_id: session.occurrence_id });

        // Keyboard only: Enter on "Add one Adult ticket" twice, then Tab to the Junior row's + and Space.
        await page.getByRole('button', { name: 'Add one Adult ticket' }).focus();
        await page.keyboard.press('Enter');
        await page.keyboard.press('Enter');
        await page.getByLabel('Junior tickets').focus();
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          let el = document.activeElement;
          while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
          return el?.getAttribute('aria-label');
        });
        expect(focused).toBe('Add one Junior ticket');
        await page.keyboard.press('Space');
        expect(await page.getByLabel('Adult tickets').inputValue()).toBe('2');
        expect(await page.getByLabel('Junior tickets').inputValue()).toBe('1');
        const total = page.locator('[data-total]');
        await expect.poll(() => total.getAttribute('data-total')).toBe(String(expected));
        expect(await total.innerText()).toContain('£11.50');
        await expectAxeClean(page, 'tickets chosen');
        await shot(page, `tickets-${viewport.width}`);

        await page.getByRole('button', { name: 'Add to basket' }).focus();
        await page.keyboard.press('Enter');
        await page.getByText('3 tickets for Lane swimming at 12:00 in your basket.').waitFor({ timeout: 15_000 });
        await expectAxeClean(page, 'tickets added');
        const basket = await api<{
          total: { value: number };
          items: Array<{ name: string; quantity: number; cartable_type: string; price: { value: number } }>;
        }>('/api/activities/cart', token);
        expect(basket.items.map((i) => [i.name, i.quantity, i.cartable_type, i.price.value]).sort()).toEqual([
          ['Lane swimming (Adult)', 2, 'activityTicket', 2 * price('Adult')],
          ['Lane swimming (Junior)', 1, 'activityTicket', price('Junior')],
        ]);
        expect(basket.total.value).toBe(expected);
        await page.getByRole('link', { name: 'View basket' }).first().click();
        await page.waitForURL('**/basket');
        await page.getByText('Lane swimming (Adult)').first().waitFor({ timeout: 15_000 });
        await expectAxeClean(page, 'basket');
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('at 320 px the court grid and the ticket stepper fit the width and stay usable', async () => {
    const narrow = { width: 320, height: 700 };
    const { context, page } = await open(narrow);
    try {
      await loginContext(context, baseUrl, await registerCustomer(baseUrl, 'Narrow'));
      const date = londonDate(4);
      const fits = async (selector: string) =>
        page.locator(selector).evaluate((el) => {
          const box = el.getBoundingClientRect();
          return { left: box.left, right: box.right, scroll: el.scrollWidth, client: el.clientWidth };
        });
      await page.goto(`${baseUrl}/location/riverside/badminton-court-hire/${date}`);
      await page.locator('[data-slot-time="09:00"]').waitFor({ timeout: 30_000 });
      const grid = await fits('[data-allocation]');
      expect(grid.left).toBeGreaterThanOrEqual(0);
      expect(grid.right).toBeLessThanOrEqual(320);
      expect(grid.scroll).toBeLessThanOrEqual(grid.client);
      const court = page.locator('[data-slot-time="09:00"] button[aria-pressed]').first();
      expect((await court.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await court.click();
      await page.getByText(/· 09:00 to 10:00$/).waitFor();
      await shot(page, 'courts-320');

      await page.goto(`${baseUrl}/location/riverside/lane-swimming/${date}`);
      await page.locator('[data-session="07:00"]').click({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Add one Adult ticket' }).click();
      const panel = await fits('[aria-labelledby="ticket-panel-title"]');
      expect(panel.right).toBeLessThanOrEqual(320);
      expect(panel.scroll).toBeLessThanOrEqual(panel.client);
      const plus = (await page.getByRole('button', { name: 'Add one Junior ticket' }).boundingBox())!;
      expect(plus.x + plus.width).toBeLessThanOrEqual(320);
      await shot(page, 'tickets-320');
    } finally {
      await context.close();
    }
  });
});
