import { mkdirSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  apiFor,
  apiLogin,
  AUTH_COOKIE,
  chromiumForThisFile,
  CLIENT_DOMAIN,
  demoUsers,
  DESKTOP,
  expectAxeClean,
  openPage,
  PHONE,
  registerCustomer,
} from './browser.ts';
import { openQueuedMail } from './pages.ts';

// The account area's Bookings and Payments screens (issue 10) in the real shell on the account host, on the
// real server. Each cancelling test books for a customer it registers itself and pays through the sandbox
// card provider over the API, so it depends on no other file's bookings.

const baseUrl = inject('baseUrl');
const accountUrl = inject('accountUrl');
const SHOTS = '/tmp/account-screens';
mkdirSync(SHOTS, { recursive: true });

const chromium = chromiumForThisFile();

const { call } = apiFor(baseUrl);

interface OccurrenceWire {
  id: string;
  template_name: string;
  status: string;
  starts_at: { utc: string };
  capacity: { available: number; maximum: number };
}

const placesLeft = async (occurrenceId: string) =>
  (await call<OccurrenceWire>(`/api/v1/activities/occurrences/${occurrenceId}`, null)).data.capacity.available;

let picked = 0;
/**
 * A fresh customer with one paid future Yoga booking: the place is taken through the API (a priced place
 * goes to the basket), then paid by the sandbox card 4242 4242 4242 4242 (authorised without a challenge).
 */
async function customerWithBooking(label: string) {
  const user = await registerCustomer(baseUrl, label);
  const token = await apiLogin(baseUrl, user);
  const after = new Date(Date.now() + 4 * 86_400_000).toISOString();
  const list = await call<OccurrenceWire[]>(
    `/api/v1/activities/occurrences?venue_ids=riverside&starts_after=${after}`,
    null,
  );
  const open = list.data.filter(
    (o) => o.template_name === 'Yoga' && o.status === 'bookable' && o.capacity.available >= 3,
  );
  expect(open.length, 'bookable Yoga occurrences').toBeGreaterThan(4);
  const occurrence = open[(picked += 3) % open.length]!;
  const placed = await call<{ id: number; status: string }>(
    `/api/v1/activities/occurrences/${occurrence.id}/bookings`,
    token,
    { body: { data: {} } },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const prep = await call<{ session_key: string }>('/api/checkout/prepare', token);
  expect(prep.status).toBe(200);
  const ci = await fetch(`${baseUrl}/sandbox/opayo/card-identifiers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${prep.data.session_key}` },
    body: JSON.stringify({
      cardDetails: {
        cardholderName: `${user.firstName} ${user.lastName}`,
        cardNumber: '4242424242424242',
        expiryDate: '1230',
        securityCode: '123',
      },
    }),
  });
  const { cardIdentifier } = (await ci.json()) as { cardIdentifier: string };
  const auth = await call<{ transaction_uuid: string; transaction_status: string }>('/api/checkout/authorise', token, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: {
      card_identifier: cardIdentifier,
      card_holder_name: `${user.firstName} ${user.lastName}`,
      session_key: prep.data.session_key,
      browser_java_enabled: false,
      browser_javascript_enabled: true,
      browser_language: 'en-GB',
      browser_color_depth: 24,
      browser_screen_height: 900,
      browser_screen_width: 1280,
      browser_tz: 0,
      browser_user_agent: 'e2e',
      billing_address1: '1 River Street',
      billing_city: 'Manchester',
      billing_postcode: 'M1 1AA',
      billing_country: 'GB',
      payments: [],
      source: 'activity-booking',
      terms: true,
      save_card: false,
      saved_card_id: null,
      completed_waivers: [],
    },
  });
  expect(auth.data.transaction_status, JSON.stringify(auth.body)).toBe('authorised');
  const done = await call<{ complete_order_id: number }>('/api/checkout/complete', token, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: {
      transaction_uuid: auth.data.transaction_uuid,
      payments: [],
      completed_waivers: [],
      source: 'activity-booking',
      terms: true,
    },
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  const booking = await call<{ id: number; status: string; starts_at: { utc: string }; ends_at: { utc: string } }>(
    `/api/v1/activities/bookings/${placed.data.id}`,
    token,
  );
  expect(booking.data.status).toBe('settled');
  return { user, token, booking: booking.data, occurrence };
}

async function accountPage(
  viewport: { width: number; height: number },
  token: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const opened = await openPage(chromium.browser, viewport, { acceptDownloads: true });
  await opened.context.addCookies([
    { name: AUTH_COOKIE, value: token, domain: 'account.localhost', path: '/', sameSite: 'Lax' },
  ]);
  return opened;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

describe('account area: bookings and payments (issue 10)', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`ROUTE-025 API-052 BOOK-005 a fresh customer cancels a future booking: it leaves upcoming and its place goes back, at ${viewport.width} px`, async () => {
      const { user, token, booking, occurrence } = await customerWithBooking(`Cancel${viewport.width}`);
      const { context, page, errors } = await accountPage(viewport, token);
      try {
        await page.goto(`${accountUrl}/bookings`);
        const card = page.locator(`[data-booking-id="${booking.id}"]`);
        await card.waitFor({ timeout: 30_000 });
        expect(await page.locator('h1').first().textContent()).toBe('Bookings');
        await expect.poll(() => card.textContent()).toContain('Booked');
        expect(await card.textContent()).toContain('Yoga');
        expect(await card.textContent()).toContain('Riverside Leisure Centre');
        // Its facts are a column of labels and one of values: each value beside its label, all lined up.
        const facts = await card
          .locator('dt')
          .evaluateAll((terms) =>
            terms.map((dt) => ({ dt: dt.getBoundingClientRect(), dd: dt.nextElementSibling!.getBoundingClientRect() })),
          );
        expect(facts.map(({ dd }) => dd.left)).toEqual(facts.map(() => facts[0]!.dd.left));
        for (const { dt, dd } of facts) {
          expect(dd.top).toBe(dt.top);
          expect(dd.left).toBeGreaterThan(dt.right);
        }
        await expectAxeClean(page, '/bookings');
        await shot(page, `bookings-all-${viewport.width}`);

        await page.getByRole('link', { name: 'Upcoming', exact: true }).click();
        await page.waitForURL(/\/bookings\/upcoming$/);
        await card.waitFor();
        expect(await page.locator('h1').first().textContent()).toBe('Upcoming bookings');
        await expectAxeClean(page, '/bookings/upcoming');
        await shot(page, `bookings-upcoming-${viewport.width}`);

        const before = await placesLeft(occurrence.id);
        await card.getByRole('button', { name: /^Cancel booking: Yoga/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
        await dialog.waitFor();
        await expectAxeClean(page, 'cancel dialog');
        await shot(page, `bookings-cancel-dialog-${viewport.width}`);
        await dialog.getByRole('button', { name: 'Cancel booking', exact: true }).click();
        await card.waitFor({ state: 'detached', timeout: 15_000 });
        await page.getByText(/^Booking cancelled\./).waitFor();
        expect(await page.getByText('You have no upcoming bookings.').count()).toBe(1);
        // The server freed the place: the occurrence shows one more place left.
        expect(await placesLeft(occurrence.id)).toBe(before + 1);
        const after = await call<{ status: string }>(`/api/v1/activities/bookings/${booking.id}`, token);
        expect(after.data.status).toBe('cancelled');
        await expectAxeClean(page, 'after cancelling');
        expect(errors).toEqual([]);

        // Their inbox has a note of it: what went and the credit it gave back.
        if (viewport === PHONE) {
          await openQueuedMail(page, baseUrl, user.email, /^Booking cancelled: Yoga on /);
          const mail = page.locator('pre').first();
          await expect.poll(() => mail.textContent()).toContain('You have cancelled this booking:');
          expect(await mail.textContent()).toMatch(/- Yoga on .+ at \d\d:\d\d at Riverside Leisure Centre\n/);
          expect(await mail.textContent()).toMatch(/£\d+\.\d\d has been added to your account as credit/);
          await shot(page, 'bookings-cancel-mail-375');
        }
      } finally {
        await context.close();
      }
    });
  }

  it('a booking downloads as an .ics file, and the private calendar feed is created, fetched and revoked (404 after)', async () => {
    const { token, booking } = await customerWithBooking('Calendar');
    const { context, page, errors } = await accountPage(DESKTOP, token);
    try {
      await page.goto(`${accountUrl}/bookings/upcoming`);
      const card = page.locator(`[data-booking-id="${booking.id}"]`);
      await card.waitFor({ timeout: 30_000 });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('link', { name: /^Add to calendar: Yoga/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`booking-${booking.id}.ics`);
      const text = readFileSync((await download.path())!, 'utf8');
      const utc = (v: string) => v.replace(/[-:]/g, '').replace(' ', 'T') + 'Z';
      expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(text).toContain(`UID:booking-${booking.id}@${CLIENT_DOMAIN}\r\n`);
      expect(text).toContain(`DTSTART:${utc(booking.starts_at.utc)}\r\n`);
      expect(text).toContain(`DTEND:${utc(booking.ends_at.utc)}\r\n`);
      expect(text).toContain('SUMMARY:Yoga\r\n');
      expect(text).toMatch(/\r\nLOCATION:.*Riverside Leisure Centre\r\n/);
      expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);

      await page.getByRole('button', { name: 'Create calendar feed' }).click();
      const field = page.getByLabel('Calendar feed address');
      await field.waitFor();
      const webcal = await field.inputValue();
      expect(webcal).toMatch(/^webcal:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
      await expectAxeClean(page, 'calendar feed created');
      await shot(page, 'bookings-feed-1280');
      const feedUrl = webcal.replace(/^webcal:/, 'http:');
      const feed = await fetch(feedUrl);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(await feed.text()).toContain(`UID:booking-${booking.id}@${CLIENT_DOMAIN}\r\n`);

      await page.getByRole('button', { name: 'Revoke feed' }).click();
      await page.getByRole('button', { name: 'Create calendar feed' }).waitFor();
      expect((await fetch(feedUrl)).status).toBe(404);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`ROUTE-027 ORDER-002 demo@example.com opens Payments and a receipt with its lines and total, at ${viewport.width} px`, async () => {
      const token = await apiLogin(baseUrl, demoUsers.customer);
      const orders = await call<
        Array<{ id: number; total: { formatted: string }; line_items: Array<{ name: string }> }>
      >('/api/v1/orders', token);
      const newest = orders.data[0]!;
      const { context, page, errors } = await accountPage(viewport, token);
      try {
        await page.goto(`${accountUrl}/payments`);
        const card = page.locator(`[data-order-id="${newest.id}"]`);
        await card.waitFor({ timeout: 30_000 });
        expect(await card.textContent()).toContain(newest.total.formatted);
        await expectAxeClean(page, '/payments');
        await shot(page, `payments-${viewport.width}`);
        await card.getByRole('link', { name: `View receipt for order ${newest.id}` }).click();
        await page.waitForURL(new RegExp(`/payments/${newest.id}$`));
        const receipt = page.getByRole('article', { name: `Receipt for order ${newest.id}` });
        await receipt.waitFor();
        const text = (await receipt.textContent()) ?? '';
        for (const line of newest.line_items) expect(text).toContain(line.name);
        expect(text).toContain(`Total${newest.total.formatted}`);
        expect(text).toContain('Riverside Leisure Trust');
        expect(await page.getByRole('button', { name: 'Print receipt' }).count()).toBe(1);
        await expectAxeClean(page, 'receipt');
        await shot(page, `receipt-${viewport.width}`);
        await page.emulateMedia({ media: 'print' });
        expect(await page.getByRole('button', { name: 'Print receipt' }).isVisible()).toBe(false);
        await shot(page, `receipt-print-${viewport.width}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
