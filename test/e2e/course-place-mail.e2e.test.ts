import { inject } from 'vitest';
import {
  apiFor,
  apiLogin,
  chromiumForThisFile,
  enterCard,
  expectAxeClean,
  loginContext,
  PHONE,
  screenshot,
} from './browser.ts';
import { freshPage, openQueuedMail } from './pages.ts';

// A place freed on the demo's full Pilates course (seeded full of member1..member8's bookings) is told by mail to
// the first member waiting for it, who follows the mail to the course page, books the place and pays for it. The
// course ends as the demo data has it, full with an empty waitlist, whichever file runs after this one
// (course-waitlist.e2e.test.ts needs it full).

const baseUrl = inject('baseUrl');
const chromium = chromiumForThisFile();
const { api, call } = apiFor(baseUrl);
const PASSWORD = 'Password123!';
const SUBJECT = 'A place has come up on Pilates foundations';
const HOLDER = 'member8@example.com';
const FIRST = 'member11@example.com';
const SECOND = 'member12@example.com';

interface BookingWire {
  id: number;
  name: string;
  status: string;
  booking_bundle_context: { id: number } | null;
}
interface CourseWire {
  id: string;
  bookable_action: { action: string; message: string | null };
}

const leaveWaitlist = (token: string) => call('/api/waitlist/remove/pilates-foundations', token, { method: 'DELETE' });

describe('course place mail', () => {
  it('a place freed on a full course is mailed to the first waiting member, who books and pays for it from the mail', async () => {
    const login = (email: string) => apiLogin(baseUrl, { email, password: PASSWORD });
    const [holder, first, second] = await Promise.all([login(HOLDER), login(FIRST), login(SECOND)]);
    const course = await api<CourseWire>('/api/v1/activities/courses/pilates-foundations?source=online', first);
    expect(course.bookable_action.action).toBe('join_waitlist');
    for (const token of [first, second]) {
      await leaveWaitlist(token); // a run that stopped half way may have left them waiting
      const joined = await call('/api/waitlist/add', token, { body: { item: { id: course.id, type: 'course' } } });
      expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    }

    // The holder cancels their Pilates booking (the whole course), which frees one place on every session.
    const held = (await api<BookingWire[]>('/api/v1/activities/bookings?per_page=100', holder)).find(
      (b) => b.name === 'Pilates foundations' && b.status === 'settled' && b.booking_bundle_context,
    );
    expect(held, 'the holder books Pilates in the demo data').toBeTruthy();
    const cancelled = await call(`/api/v1/activities/booking-bundles/${held!.booking_bundle_context!.id}`, holder, {
      method: 'PATCH',
      body: { data: { update_type: 'cancellation', cancellation_source: 'my-account' } },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    const { context, page } = await freshPage(chromium.browser, PHONE);
    try {
      // The mail goes out from the server's queue within a few seconds, to the first member only.
      await openQueuedMail(page, baseUrl, FIRST, SUBJECT);
      await page
        .getByText('A place has come up on Pilates foundations. Book it on the course page: first come, first served.')
        .waitFor();
      await screenshot(page, 'course-place-mail-375');
      // The mail's long link wraps in the development mailbox rather than widening it past a phone's screen.
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      const link = `${baseUrl}/courses/location/riverside/pilates/pilates-foundations/book`;
      const href = await page.getByRole('link', { name: link }).getAttribute('href');
      expect(href).toBe(link);
      await page.goto(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(SECOND)}`);
      expect(await page.getByRole('link', { name: SUBJECT }).count()).toBe(0);

      // Signed in, the member follows the mail's link: the place is theirs to book, and they pay for it.
      await loginContext(context, baseUrl, { email: FIRST, password: PASSWORD });
      await page.goto(href!);
      await page.getByText('Review Selection').waitFor({ timeout: 30_000 });
      const book = page.getByRole('button', { name: 'Book now' });
      await expect.poll(() => book.getAttribute('aria-disabled'), { timeout: 15_000 }).not.toBe('true');
      await expectAxeClean(page, 'course with a place come free');
      await book.click();
      await page.getByText('Course booked successfully').first().waitFor({ timeout: 15_000 });
      await page.getByRole('link', { name: 'Checkout now' }).first().click();
      await page.waitForURL('**/basket/checkout');
      await enterCard(page, '4242424242424242');
      await page.getByLabel('I agree to the terms and conditions').check();
      await page.getByRole('button', { name: /^Pay £/ }).click();
      await page.waitForURL(/\/booking-confirmed\/[^/]+$/, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor({ timeout: 15_000 });
      await screenshot(page, 'course-place-booked-375');

      // The course is full again; the second member still waits and is told nothing.
      const seen = await api<CourseWire>('/api/v1/activities/courses/pilates-foundations?source=online', second);
      expect(seen.bookable_action.action).toBe('leave_waitlist');
      const own = await api<CourseWire>('/api/v1/activities/courses/pilates-foundations?source=online', first);
      expect(own.bookable_action.action).toBe('cancel_booking');
      // Having booked it, the member is off its waitlist (their account lists no waitlist for it).
      expect(await api<unknown[]>('/api/waitlist', first)).toEqual([]);
    } finally {
      await context.close();
      await Promise.all([leaveWaitlist(first), leaveWaitlist(second)]);
    }
  });
});
