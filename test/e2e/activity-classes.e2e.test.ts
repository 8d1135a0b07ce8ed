import { mkdirSync } from 'node:fs';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import {
  apiFor,
  apiLogin,
  AUTH_COOKIE,
  chromiumForThisFile,
  classCard,
  demoUsers,
  DESKTOP,
  enterCard,
  expectAxeClean,
  loginContext,
  londonDay,
  openPage,
  PHONE,
  registerCustomer,
} from './browser.ts';

// Issue 9, the classes booking type in the host app on the real server and its demo data: a guest books a
// yoga class (logging in on the way) and pays; a customer joins and leaves the full class's waitlist; the
// demo customer books for their linked child Sam with the keyboard alone, and chooses attendees at /attendees.
// The demo customer's basket is shared with other files: each test that uses it empties it first.

const baseUrl = inject('baseUrl');
const SHOTS = '/tmp/act-classes';
mkdirSync(SHOTS, { recursive: true });

const chromium = chromiumForThisFile();

const open = (viewport: { width: number; height: number }) => openPage(chromium.browser, viewport);
const { api } = apiFor(baseUrl);

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function openDay(page: Page, date: string): Promise<void> {
  await page.goto(`${baseUrl}/location/riverside/yoga/${date}`);
  await page.getByRole('list', { name: /^Classes on / }).waitFor({ timeout: 30_000 });
}

/** Presses Tab until the focused element (through shadow roots) matches; fails after `max` presses. */
async function tabTo(page: Page, matches: (el: { tag: string; text: string; name: string }) => boolean, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return {
        tag: el?.tagName.toLowerCase() ?? '',
        text: (el?.textContent ?? '').trim(),
        name: (el?.getAttribute('aria-describedby') ?? '') + '|' + (el?.getAttribute('value') ?? ''),
      };
    });
    if (matches(focused)) return;
  }
  throw new Error('Tab never reached the element');
}

describe('classes booking in the host app (issue 9)', () => {
  it('TT-003 a guest opens riverside yoga for a day, picks a class, logs in when asked, answers its question, adds it and pays, at 1280 px', async () => {
    const token = await apiLogin(baseUrl, demoUsers.customer);
    await api('/api/activities/cart', token, { method: 'DELETE' });
    const date = londonDay(6);
    const { context, page, errors } = await open(DESKTOP);
    try {
      await openDay(page, date);
      const card = classCard(page, '09:30');
      await card.waitFor();
      for (const text of ['1 hr', 'Yoga', 'Studio', 'All levels', '£6.50', 'places left'])
        expect(await card.innerText()).toContain(text);
      await expectAxeClean(page, 'classes day');
      await shot(page, 'day-1280');

      await card.getByRole('button', { name: 'Book' }).click();
      // Booking needs login: the login modal opens, and the steps carry on afterwards.
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[name="username"]').fill(demoUsers.customer.email, { timeout: 15_000 });
      await dialog.locator('input[name="password"]').fill(demoUsers.customer.password);
      await expectAxeClean(page, 'login modal');
      await dialog.locator('button[type="submit"]').click();
      await page.getByRole('group', { name: 'Who is attending?' }).waitFor({ timeout: 20_000 });
      expect(await page.getByText('Sam Morgan').count()).toBeGreaterThan(0);
      await expectAxeClean(page, 'attendee step');
      await shot(page, 'steps-1280');
      // Riverside's yoga asks a custom question: answered here, sent for the occurrence before the add.
      const question = page.getByLabel('Is this your first yoga class with us?');
      await question.selectOption('No');
      await expectAxeClean(page, 'custom question');
      const answered = page.waitForResponse(
        (r) => /\/api\/activities\/occurrences\/[^/]+\/questions\/answers$/.test(r.url()) && r.status() === 201,
      );
      await page.getByRole('button', { name: 'Add to basket' }).click();
      expect(JSON.parse((await answered).request().postData() ?? '{}').answers).toEqual([
        { custom_question_id: expect.any(Number), answer: 'No' },
      ]);
      await page.getByText('Successfully added item to the basket.').first().waitFor({ timeout: 15_000 });
      await expectAxeClean(page, 'added');
      await shot(page, 'added-1280');

      await page.getByRole('link', { name: 'Checkout now' }).click();
      await page.waitForURL('**/basket/checkout');
      await enterCard(page, '4242424242424242');
      const terms = page.getByLabel('I agree to the terms and conditions');
      await terms.waitFor({ timeout: 15_000 });
      await terms.check();
      await expectAxeClean(page, 'checkout');
      await page.getByRole('button', { name: /^Pay £/ }).click();
      await page.waitForURL(/\/booking-confirmed\/[^/]+$/, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor({ timeout: 15_000 });
      await page.locator('booking-confirmation').getByText('Yoga').first().waitFor({ timeout: 15_000 });
      // When as well as where: the class's day and its start on the venue's clock, as the timetable showed it.
      expect(
        await page
          .locator('booking-confirmation')
          .getByText(/, 09:30 at Riverside Leisure Centre$/)
          .count(),
      ).toBe(1);
      await expectAxeClean(page, 'confirmation');
      await shot(page, 'confirmed-1280');

      // The class now reads as booked for this customer.
      await openDay(page, date);
      await classCard(page, '09:30').getByRole('button', { name: 'Cancel booking' }).waitFor({ timeout: 15_000 });
      expect(errors.filter((e) => !/status of 40[14]/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('MSG-042 MSG-043 WAIT-004 a customer joins the full class waitlist, sees their place, and leaves it, at 375 px', async () => {
    const customer = await registerCustomer(baseUrl, 'Wait');
    const { context, page } = await open(PHONE);
    try {
      const token = await apiLogin(baseUrl, customer);
      await context.addCookies([{ name: AUTH_COOKIE, value: token, domain: 'localhost', path: '/', sameSite: 'Lax' }]);
      await openDay(page, londonDay(1));
      const full = classCard(page, '18:30');
      await full.getByRole('button', { name: 'Join waitlist' }).waitFor({ timeout: 15_000 });
      expect(await full.innerText()).toContain('Full');
      await expectAxeClean(page, 'full class');
      await full.getByRole('button', { name: 'Join waitlist' }).click();
      await page.getByText('Successfully joined the waitlist.').first().waitFor({ timeout: 15_000 });
      // Two demo members wait already: this customer is third.
      await full.getByText('You are 3rd on the waitlist.').waitFor({ timeout: 15_000 });
      await full.getByRole('button', { name: 'Leave waitlist' }).waitFor();
      await expectAxeClean(page, 'on the waitlist');
      await shot(page, 'waitlisted-375');
      await full.getByRole('button', { name: 'Leave waitlist' }).click();
      await page.getByText('Successfully removed from the waitlist.').first().waitFor({ timeout: 15_000 });
      await full.getByRole('button', { name: 'Join waitlist' }).waitFor({ timeout: 15_000 });
      expect(await full.getByText(/on the waitlist\.$/).count()).toBe(0);

      // Not bookable, with the server's reason: the 07:00 spin 25 days on stopped taking online bookings.
      await page.goto(`${baseUrl}/location/riverside/spin/${londonDay(25)}`);
      const closed = classCard(page, '07:00');
      await closed.getByText('This activity is no longer bookable.').waitFor({ timeout: 30_000 });
      expect(await closed.getByRole('button').count()).toBe(0);
      await shot(page, 'not-bookable-375');
    } finally {
      await context.close();
    }
  });

  it('ROUTE-013 demo books a class for linked child Sam with the keyboard alone, then sees Sam at /attendees, at 375 px', async () => {
    const { context, page } = await open(PHONE);
    try {
      const token = await loginContext(context, baseUrl);
      await api('/api/activities/cart', token, { method: 'DELETE' });
      await openDay(page, londonDay(7));
      await classCard(page, '09:30').waitFor({ timeout: 15_000 });
      await page.locator('body').focus();
      await tabTo(page, (el) => el.tag === 'button' && el.text === 'Book' && el.name.includes('class-'));
      // The first Book button reached is the first class of the day (09:30).
      await page.keyboard.press('Enter');
      await page.getByRole('group', { name: 'Who is attending?' }).waitFor({ timeout: 15_000 });
      await tabTo(page, (el) => el.tag === 'input');
      await page.keyboard.press('ArrowDown');
      expect(await page.getByRole('radio', { name: /Sam Morgan/ }).isChecked()).toBe(true);
      await tabTo(page, (el) => el.tag === 'button' && el.text === 'Add to basket');
      await page.keyboard.press('Enter');
      await page.getByText('Successfully added item to the basket.').first().waitFor({ timeout: 15_000 });
      await expectAxeClean(page, 'booked for Sam');

      const cart = await api<{ items: Array<{ attendee?: { name: string }; purchased_for_user_id: number | null }> }>(
        '/api/activities/cart',
        token,
      );
      expect(cart.items.map((i) => i.attendee?.name)).toEqual(['Sam Morgan']);

      await page.goto(`${baseUrl}/attendees`);
      const select = page.getByLabel('Who is attending?');
      await select.waitFor({ timeout: 30_000 });
      expect(await select.locator('option:checked').innerText()).toContain('Sam Morgan');
      await page.getByText('Every attendee has the waivers they need.').waitFor();
      await expectAxeClean(page, 'attendee selection');
      await shot(page, 'attendees-375');
      // Changing the attendee here changes the basket booking.
      await select.selectOption({ label: 'Alex Morgan (You)' });
      await expect
        .poll(async () => (await api<typeof cart>('/api/activities/cart', token)).items[0]?.attendee?.name, {
          timeout: 15_000,
        })
        .toBe('Alex Morgan');
      await api('/api/activities/cart', token, { method: 'DELETE' });
    } finally {
      await context.close();
    }
  });
});
