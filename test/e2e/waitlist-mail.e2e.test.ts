import { inject } from 'vitest';
import { apiFor, apiLogin, chromiumForThisFile, loginContext, screenshot } from './browser.ts';
import { freshPage, openQueuedMail, openRoute } from './pages.ts';

// A place freed on a full class goes to the first member of its waitlist, who is e-mailed and finds it in
// their basket. Hilltop's evening yoga of tomorrow is full of members' bookings with member13 and member14
// waiting (seed: classExtras.ts); no other e2e file uses Hilltop's, so this file may change it.

const baseUrl = inject('baseUrl');
const chromium = chromiumForThisFile();
const { call } = apiFor(baseUrl);
const PASSWORD = 'Password123!';

interface BookingWire {
  id: number;
  name: string;
  status: string;
  venue: { slug: string };
  starts_at: { local?: string; utc?: string; time24h?: string } & Record<string, unknown>;
}

describe('waitlist mail', () => {
  it('a booking cancelled on a full class: the first waiting member is e-mailed and the place is in their basket', async () => {
    const holder = await apiLogin(baseUrl, { email: 'member1@example.com', password: PASSWORD });
    const mine = await call<BookingWire[]>('/api/v1/activities/bookings?per_page=100', holder);
    const booking = mine.data.find(
      (b) =>
        b.venue.slug === 'hilltop' &&
        b.name === 'Yoga' &&
        b.status === 'settled' &&
        /18:30/.test(JSON.stringify(b.starts_at)),
    );
    expect(booking, JSON.stringify(mine.data.map((b) => [b.venue.slug, b.name, b.starts_at]))).toBeTruthy();
    const cancelled = await call(`/api/activities/bookings/${booking!.id}/?source=bookings`, holder, {
      method: 'DELETE',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    const { context, page } = await freshPage(chromium.browser, { width: 375, height: 800 });
    try {
      // The mail goes out from the server's queue within a few seconds.
      await openQueuedMail(page, baseUrl, 'member13@example.com', 'A place has come up on Yoga');
      await page
        .getByText(/A place has come up on Yoga on .+ at 18:30\. It is in your basket until \d\d:\d\d/)
        .waitFor();
      await screenshot(page, 'waitlist-place-mail');
      // Nobody else was told: the second member still waits.
      await page.goto(`${baseUrl}/dev/mailbox?to=${encodeURIComponent('member14@example.com')}`);
      expect(await page.getByRole('link', { name: 'A place has come up on Yoga' }).count()).toBe(0);

      // The member signs in and finds the class in their basket.
      await loginContext(context, baseUrl, { email: 'member13@example.com', password: PASSWORD });
      await openRoute(page, `${baseUrl}/basket`);
      await page.locator('venue-basket').getByText('Yoga').first().waitFor({ timeout: 15_000 });
      await screenshot(page, 'waitlist-place-basket');
    } finally {
      await context.close();
    }
  });
});
