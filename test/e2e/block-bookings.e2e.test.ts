import { mkdirSync } from 'node:fs';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import {
  apiFor,
  apiLogin,
  chromiumForThisFile,
  classCard,
  demoUsers,
  enterCard,
  DESKTOP,
  expectAxeClean,
  loginContext,
  londonDay,
  openPage,
  PHONE,
  registerCustomer,
} from './browser.ts';

// Front of house manages block bookings (BOOK-025, contracts §1) in the host app on the real server: staff
// choose a customer on the yoga day, book several places of one class for them (a club hiring a session),
// read the block booking on the class, and cancel it with the keyboard; a customer sees none of it.

const baseUrl = inject('baseUrl');
const SHOTS = '/tmp/block-bookings';
mkdirSync(SHOTS, { recursive: true });

const chromium = chromiumForThisFile();
const { api } = apiFor(baseUrl);

async function openDay(page: Page, date: string): Promise<void> {
  await page.goto(`${baseUrl}/location/riverside/yoga/${date}`);
  await page.getByRole('list', { name: /^Classes on / }).waitFor({ timeout: 30_000 });
}

async function chooseCustomer(page: Page, customer: { firstName: string; lastName: string }): Promise<void> {
  await page.getByLabel('Customer name, e-mail or reference').fill(customer.lastName);
  await page.getByRole('button', { name: 'Search customers' }).click();
  await page.getByRole('button', { name: new RegExp(`^${customer.firstName} ${customer.lastName}`) }).click();
}

describe('block bookings at front of house (BOOK-025)', () => {
  it('BOOK-025 staff pick a customer, block book a class (the 422 at the places field), see who holds it, how many places, payment, and cancel it by keyboard; a customer sees none of it', async () => {
    // A customer of its own (a club), so nothing another test booked matters; a day no other file books.
    const club = await registerCustomer(baseUrl, 'Club');
    const clubName = `${club.firstName} ${club.lastName}`;
    const date = londonDay(10);
    const { context, page, errors } = await openPage(chromium.browser, DESKTOP);
    try {
      await loginContext(context, baseUrl, demoUsers.staff);
      await openDay(page, date);
      const card = classCard(page, '09:30');
      await card.waitFor();
      await page.getByText('Choose the customer to make a block booking for them.').waitFor({ timeout: 30_000 });
      expect(await card.getByRole('button', { name: 'Block book', exact: true }).count()).toBe(0);
      await expectAxeClean(page, 'staff day, no customer');

      await chooseCustomer(page, club);
      const blockBook = card.getByRole('button', { name: 'Block book', exact: true });
      await blockBook.waitFor({ timeout: 15_000 });
      const left = Number((await card.innerText()).match(/(\d+) places left/)![1]);
      expect(left).toBeGreaterThanOrEqual(3);

      // More places than are left: the server's 422 names the field, and the form shows it there.
      await blockBook.click();
      const dialog = page.getByRole('dialog', { name: 'Block booking', exact: true });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain(`For ${clubName}`);
      const places = dialog.getByLabel(/^Places/);
      await places.fill(String(left + 5));
      const refused = page.waitForResponse((r) => r.url().includes('/bookings') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Book places' }).click();
      expect((await refused).status()).toBe(422);
      await dialog.getByText(`Only ${left} places are left.`).waitFor();
      expect(await places.getAttribute('aria-invalid')).toBe('true');
      await expectAxeClean(page, 'block booking form with the field error');
      await page.screenshot({ path: `${SHOTS}/form-error-1280.png` });

      await places.fill('3');
      await dialog.getByRole('button', { name: 'Book places' }).click();
      await page
        .getByText(`Block booking made: 3 places for ${clubName}. It waits in their basket until paid.`)
        .first()
        .waitFor({ timeout: 15_000 });
      const block = card.getByRole('group', { name: 'Block booking', exact: true });
      await block.waitFor({ timeout: 15_000 });
      const text = await block.innerText();
      for (const part of [
        'Held by',
        clubName,
        'Places',
        '3',
        'Reserved, awaiting payment',
        'Paid',
        'No',
        'Tender types',
        'None yet',
        'Payment reference',
      ])
        expect(text).toContain(part);
      expect(await card.innerText()).toContain(`${left - 3} places left`);
      await expectAxeClean(page, 'class with its block booking');
      await page.screenshot({ path: `${SHOTS}/block-1280.png`, fullPage: true });

      // The same view on a phone.
      await page.setViewportSize(PHONE);
      await block.scrollIntoViewIfNeeded();
      await expectAxeClean(page, 'block booking at 375 px');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.screenshot({ path: `${SHOTS}/block-375.png`, fullPage: true });

      // A customer (the holder themself, and another) opens the same day: no block booking anywhere.
      for (const user of [club, demoUsers.customer]) {
        const customer = await openPage(chromium.browser, PHONE);
        try {
          await loginContext(customer.context, baseUrl, user);
          await openDay(customer.page, date);
          const theirs = classCard(customer.page, '09:30');
          await theirs.waitFor();
          await customer.page.waitForLoadState('networkidle');
          const shown = await theirs.innerText();
          expect(shown).not.toContain('Block booking');
          expect(shown).not.toContain('Held by');
          expect(await customer.page.getByText('Booking for').count()).toBe(0);
        } finally {
          await customer.context.close();
        }
      }

      // Cancelled with the keyboard alone: the question takes the focus, Enter answers it.
      await page.setViewportSize(DESKTOP);
      await block.getByRole('button', { name: 'Cancel block booking' }).focus();
      await page.keyboard.press('Enter');
      const question = card.getByRole('group', { name: new RegExp(`^Cancel the block booking of ${clubName}`) });
      await question.waitFor();
      await expectAxeClean(page, 'cancel question');
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        let el: Element | null = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el?.textContent?.trim();
      });
      expect(focused).toBe('Yes, cancel block booking');
      const cancelled = page.waitForResponse(
        (r) => /\/api\/v1\/activities\/bookings\/\d+$/.test(r.url()) && r.request().method() === 'PATCH',
      );
      await page.keyboard.press('Enter');
      const answer = await cancelled;
      expect(answer.status()).toBe(200);
      expect(answer.request().postDataJSON()).toEqual({
        data: { update_type: 'cancellation', cancellation_source: 'foh' },
      });
      await page.getByText('The block booking has been cancelled.').first().waitFor({ timeout: 15_000 });
      await card.getByRole('button', { name: 'Block book', exact: true }).waitFor({ timeout: 15_000 });
      expect(await card.getByRole('group', { name: 'Block booking', exact: true }).count()).toBe(0);
      expect(await card.innerText()).toContain(`${left} places left`);

      // The booking itself is cancelled by front of house, and left the club's basket.
      const bookingId = Number(new URL(answer.url()).pathname.split('/').pop());
      const booking = await api<{ status: string; cancellation_source?: string }>(
        `/api/v1/activities/bookings/${bookingId}`,
        await apiLogin(baseUrl, demoUsers.staff),
      );
      expect(booking.status).toBe('cancelled');
      const basket = await api<{ items: unknown[] }>('/api/activities/cart', await apiLogin(baseUrl, club));
      expect(basket.items).toHaveLength(0);
      // The one refused request (the 422 asked for) is the browser's only complaint.
      expect(errors.filter((e) => !e.includes('422'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("BOOK-025 a block booking waits in the holder's basket; once they pay by card, staff see it booked and paid, with the online tender and the order reference the holder was given", async () => {
    const club = await registerCustomer(baseUrl, 'Payingclub');
    const clubName = `${club.firstName} ${club.lastName}`;
    const date = londonDay(11);
    const staff = await openPage(chromium.browser, DESKTOP);
    try {
      await loginContext(staff.context, baseUrl, demoUsers.staff);
      await openDay(staff.page, date);
      const card = classCard(staff.page, '09:30');
      await card.waitFor();
      await chooseCustomer(staff.page, club);
      await card.getByRole('button', { name: 'Block book', exact: true }).click();
      const dialog = staff.page.getByRole('dialog', { name: 'Block booking', exact: true });
      await dialog.getByLabel(/^Places/).fill('2');
      await dialog.getByRole('button', { name: 'Book places' }).click();
      const block = card.getByRole('group', { name: 'Block booking', exact: true });
      await block.waitFor({ timeout: 15_000 });
      expect(await block.innerText()).toContain('Reserved, awaiting payment');

      // The club pays for its two places on a phone, from its own basket.
      const customer = await openPage(chromium.browser, PHONE);
      let orderId: string;
      try {
        await loginContext(customer.context, baseUrl, club);
        await customer.page.goto(`${baseUrl}/basket`);
        await customer.page.getByText('Yoga').first().waitFor({ timeout: 30_000 });
        await customer.page.getByRole('link', { name: 'Checkout now' }).first().click();
        await customer.page.waitForURL('**/basket/checkout');
        await enterCard(customer.page, '4242424242424242');
        const terms = customer.page.getByLabel('I agree to the terms and conditions');
        await terms.waitFor({ timeout: 15_000 });
        await terms.check();
        await customer.page.getByRole('button', { name: 'Pay £13.00' }).click();
        await customer.page.waitForURL(/\/booking-confirmed\/[^/]+$/, { timeout: 30_000 });
        orderId = decodeURIComponent(new URL(customer.page.url()).pathname.split('/').pop()!);
        await customer.page.getByRole('heading', { name: 'Booking confirmed' }).waitFor({ timeout: 15_000 });
        await customer.page.getByText(`Your order reference is ${orderId}.`).waitFor();
        expect(customer.errors).toEqual([]);
      } finally {
        await customer.context.close();
      }

      // Front of house opens the day again: the block is booked and paid, by card, with the order's reference.
      await openDay(staff.page, date);
      const paid = classCard(staff.page, '09:30').getByRole('group', { name: 'Block booking', exact: true });
      await paid.waitFor({ timeout: 15_000 });
      const rows = await paid.evaluate((group) =>
        Array.from(group.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
      );
      expect(rows).toEqual([
        ['Held by', clubName],
        ['Places', '2'],
        ['Status', 'Booked'],
        ['Paid', 'Yes'],
        ['Tender types', 'Online'],
        ['Payment reference', orderId],
      ]);
      await expectAxeClean(staff.page, 'a paid block booking');
      await staff.page.screenshot({ path: `${SHOTS}/block-paid-1280.png`, fullPage: true });
      expect(staff.errors).toEqual([]);
    } finally {
      await staff.context.close();
    }
  });
});
