import { inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  apiFor,
  apiLogin,
  chromiumForThisFile,
  CLIENT_DOMAIN,
  demoUsers,
  DESKTOP,
  enterCard,
  expectAxeClean,
  loginContext,
  londonDay,
  openPage,
  PHONE,
  registerCustomer,
  screenshot,
} from './browser.ts';

// The first complete flow (issue 4) in the host app, as a person would do it in Chromium, at phone and
// desktop widths, on the real server and its demo data. The tests share one database with the other files,
// so none depends on another's bookings: each books as a customer it registers itself, except the credit
// test, which needs the demo customer's membership credit and empties that customer's basket first.

const baseUrl = inject('baseUrl');
const SWIMMING = '/courses/location/riverside/swimming-lessons/swimming-lessons-stage-1/book';
const TENNIS = '/courses/location/riverside/tennis/adult-tennis-beginners/book';
const GYMNASTICS = '/courses/location/riverside/gymnastics/junior-gymnastics/book';

const chromium = chromiumForThisFile();

const open = (viewport: { width: number; height: number }) => openPage(chromium.browser, viewport);
const { api } = apiFor(baseUrl);

async function openCourse(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByText('Review Selection').waitFor({ timeout: 30_000 });
}

async function answerSwimmingQuestions(page: Page): Promise<void> {
  await page.getByLabel(/I have read and agree/).check();
  await page.getByLabel('Swimming ability').selectOption({ index: 1 });
  await page.getByLabel('Medical information').fill('No medical conditions.');
}

/** A customer registered for the test, logged in, with swimming lessons booked into their basket. */
async function newCustomerWithSwimming(context: BrowserContext, page: Page, label: string): Promise<void> {
  await loginContext(context, baseUrl, await registerCustomer(baseUrl, label));
  await openCourse(page, SWIMMING);
  await answerSwimmingQuestions(page);
  await page.getByRole('button', { name: 'Book now' }).click();
  await page.getByText('Course booked successfully').first().waitFor({ timeout: 15_000 });
}

/**
 * The demo client has checkout terms, so the box must be there; paying is blocked until it is ticked. The
 * terms themselves are behind a disclosure, shown (sanitised) once it is opened.
 */
async function agreeToTerms(page: Page): Promise<void> {
  const terms = page.getByLabel('I agree to the terms and conditions');
  await terms.waitFor({ timeout: 15_000 });
  await page.getByText('Please agree to the terms and conditions to pay.').waitFor();
  const text = page.getByText(/of Riverside Leisure Trust/);
  expect(await text.isVisible()).toBe(false);
  await page.getByText('Read the terms and conditions').click();
  await text.waitFor({ timeout: 15_000 });
  await terms.check();
}

async function confirmedOrderId(page: Page): Promise<string> {
  await page.waitForURL(/\/booking-confirmed\/[^/]+$/, { timeout: 30_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

interface Order {
  id: number;
  lineItems?: unknown;
  line_items: Array<{ name: string; price: { value: number } }>;
  payments: Array<{ tender_type: string; credit_type: string | null; amount: { value: number } }>;
}

describe('course flow in the host app (issue 4)', () => {
  it('COURSE-010 COURSE-017 COURSE-018 COURSE-020 COURSE-022 PAY-005 PAY-007 ORDER-007 ROUTE-011 a customer books swimming lessons (waiver, questions) and pays through 3-D Secure, at 1280 px', async () => {
    const customer = await registerCustomer(baseUrl, 'Swim');
    const { context, page, errors } = await open(DESKTOP);
    try {
      await page.goto(`${baseUrl}/login`);
      await page.locator('input[name="username"]').fill(customer.email);
      await page.locator('input[name="password"]').fill(customer.password);
      await page.locator('button[type="submit"]').click();
      await expect
        .poll(async () => (await context.cookies()).some((c) => c.name === `${CLIENT_DOMAIN}-auth-token`), {
          timeout: 15_000,
        })
        .toBe(true);

      // COURSE-010: the waiver terms are server HTML; hostile markup added to them must not survive.
      await page.route('**/api/v1/activities/restrictions/*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { terms: string } };
        body.data.terms += '<img src="x" alt="" onerror="window.__termsXss = 1"><script>window.__termsXss = 2</script>';
        await route.fulfill({ response, json: body });
      });
      await openCourse(page, SWIMMING);
      const terms = page.locator('[aria-label="Waiver terms"]');
      await terms.waitFor({ timeout: 15_000 });
      expect(await terms.innerText()).toContain('Swimming lessons waiver');
      expect(await terms.evaluate((el) => el.innerHTML)).not.toMatch(/onerror|<script/);
      expect(await page.evaluate(() => (window as { __termsXss?: number }).__termsXss)).toBeUndefined();
      expect(await page.getByRole('button', { name: 'Book now' }).getAttribute('aria-disabled')).toBe('true');
      await expectAxeClean(page, 'course page');
      await answerSwimmingQuestions(page);
      await page.getByRole('button', { name: 'Book now' }).click();
      await page.getByText('Course booked successfully').first().waitFor({ timeout: 15_000 });
      await expectAxeClean(page, 'course booked');

      await page.getByRole('link', { name: 'Checkout now' }).first().click();
      await page.waitForURL('**/basket/checkout');
      await enterCard(page, '4000002500003155');
      await agreeToTerms(page);
      await expectAxeClean(page, 'checkout');
      await page.getByRole('button', { name: /^Pay £/ }).click();
      const challenge = page.frameLocator('iframe[title="3-D Secure verification"]');
      await challenge.locator('#complete').waitFor({ timeout: 20_000 });
      await expectAxeClean(page, '3-D Secure challenge');
      await screenshot(page, 'course-flow-3ds-1280');
      await challenge.locator('#complete').click();
      const orderId = await confirmedOrderId(page);

      const token = (await context.cookies()).find((c) => c.name === `${CLIENT_DOMAIN}-auth-token`)!.value;
      const order = await api<Order>(`/api/v1/orders/${orderId}`, token);
      expect(order.line_items.map((l) => l.name)).toEqual(['Swimming lessons: stage 1']);
      expect(order.payments.some((p) => p.tender_type !== 'credit')).toBe(true);
      // ORDER-007: the id in the confirmation route is the completed order (fetched above by that id), and the
      // route shows <booking-confirmation> for it: what, when, where, paid how.
      expect(await page.locator('booking-confirmation').getAttribute('complete-order-id')).toBe(orderId);
      await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor({ timeout: 15_000 });
      await page.getByText('How you paid').waitFor();
      expect(await page.getByText('Card (Visa ending 3155)').count()).toBe(1);
      expect(await page.getByText(/ at Riverside Leisure Centre$/).count()).toBeGreaterThan(0);
      await screenshot(page, 'course-flow-confirmed-1280');
      await expectAxeClean(page, 'confirmation');
      // 404 answers are expected where the test probes for missing data; 401 only before login. The page's
      // CSP refusing the onerror attribute of the hostile terms injected above is expected too: Chromium checks it
      // as the sanitiser's inert parse meets it, and nothing runs (__termsXss above).
      expect(
        errors.filter((e) => !/status of 40[14]/.test(e) && !/Executing inline event handler violates/.test(e)),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('COURSE-024 PAY-001 PAY-015 MSG-007 demo books adult tennis at the pro-rata price, paying partly with credit, at 375 px', async () => {
    const { context, page } = await open(PHONE);
    try {
      const token = await loginContext(context, baseUrl);
      // The demo customer's basket is shared with other files: start from an empty one.
      await api('/api/activities/cart', token, { method: 'DELETE' });
      const course = await api<{ pro_rata_price: { formatted: string; value: number } }>(
        '/api/v1/activities/courses/adult-tennis-beginners?source=online',
        token,
      );
      await openCourse(page, TENNIS);
      expect(await page.getByText('This course has already started', { exact: true }).count()).toBeGreaterThan(0);
      expect(await page.locator('[aria-labelledby="review-selection-title"]').innerText()).toContain(
        course.pro_rata_price.formatted,
      );
      await expectAxeClean(page, 'pro-rata course');
      await page.getByRole('button', { name: 'Book now' }).click();
      await page.getByText('Course booked successfully').first().waitFor({ timeout: 15_000 });

      await page.goto(`${baseUrl}/basket/checkout`);
      await page.getByLabel(/my membership credit/).check({ timeout: 30_000 });
      await page.getByText('Credit successfully applied.').first().waitFor({ timeout: 15_000 });
      await page
        .getByRole('button', { name: `Pay £${((course.pro_rata_price.value - 1000) / 100).toFixed(2)}` })
        .waitFor({ timeout: 15_000 });
      await enterCard(page, '4242424242424242');
      await agreeToTerms(page);
      await expectAxeClean(page, 'checkout with credit');
      await page.getByRole('button', { name: /^Pay £/ }).click();
      const orderId = await confirmedOrderId(page);
      const order = await api<Order>(`/api/v1/orders/${orderId}`, token);
      expect(order.payments.find((p) => p.tender_type === 'credit')).toMatchObject({
        credit_type: 'membership',
        amount: { value: 1000 },
      });
      expect(order.payments.find((p) => p.tender_type !== 'credit')?.amount.value).toBe(
        course.pro_rata_price.value - 1000,
      );
    } finally {
      await context.close();
    }
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`COURSE-012 COURSE-016 MSG-040 junior gymnastics cannot be booked and says why, at ${viewport.width} px`, async () => {
      const { context, page } = await open(viewport);
      try {
        await loginContext(context, baseUrl);
        await openCourse(page, GYMNASTICS);
        expect(await page.getByText('This course has already started and is not bookable.').count()).toBeGreaterThan(0);
        const book = page.getByRole('button', { name: 'Book now' });
        expect(await book.getAttribute('aria-disabled')).toBe('true');
        await book.focus();
        await page
          .getByRole('tooltip')
          .filter({ hasText: 'This course has already started and is not bookable.' })
          .waitFor({ state: 'visible', timeout: 5_000 });
        await expectAxeClean(page, 'not bookable');
      } finally {
        await context.close();
      }
    });
  }

  it('PAY-026 MSG-012 a declined card shows its message and keeps the basket; keyboard alone completes the flow, at 375 px', async () => {
    const { context, page } = await open(PHONE);
    const press = async (selector: ReturnType<Page['getByRole']>, key = 'Enter') => {
      await selector.focus();
      await page.keyboard.press(key);
    };
    try {
      await loginContext(context, baseUrl, await registerCustomer(baseUrl, 'Declined'));
      await openCourse(page, SWIMMING);
      await press(page.getByLabel(/I have read and agree/), 'Space');
      await page.getByLabel('Swimming ability').focus();
      await page.keyboard.press('ArrowDown');
      await page.getByLabel('Medical information').focus();
      await page.keyboard.type('None');
      await press(page.getByRole('button', { name: 'Book now' }));
      await page.getByText('Course booked successfully').first().waitFor({ timeout: 15_000 });
      await press(page.getByRole('link', { name: 'Checkout now' }).first());
      await page.waitForURL('**/basket/checkout');

      const frame = page.frameLocator('iframe[title="Card details"]');
      const typeInto = async (selector: string, text: string) => {
        await frame.locator(selector).focus({ timeout: 30_000 });
        await page.keyboard.type(text);
      };
      await typeInto('#card-number', '4000000000000002');
      await typeInto('#expiry-date', '1230');
      await typeInto('#security-code', '123');
      const terms = page.getByLabel('I agree to the terms and conditions');
      await terms.waitFor({ timeout: 15_000 });
      await press(terms as ReturnType<Page['getByRole']>, 'Space');
      expect(await terms.isChecked()).toBe(true);
      await press(page.getByRole('button', { name: /^Pay £/ }));
      await page.getByRole('alert').filter({ hasText: 'Payment was declined' }).first().waitFor({ timeout: 20_000 });
      // Pay is at the foot of a phone's screen, the message at the top: focus goes to the message, so it is in view.
      const declined = page.locator('venue-checkout [role="alert"]').filter({ hasText: 'Payment was declined' });
      await vi.waitFor(
        async () =>
          expect(
            await declined.evaluate((el) => {
              const box = el.getBoundingClientRect();
              const focused = (el.getRootNode() as ShadowRoot).activeElement === el;
              return focused && box.top >= 0 && box.bottom <= window.innerHeight;
            }),
          ).toBe(true),
        { timeout: 5000 },
      );
      await expectAxeClean(page, 'declined');
      await screenshot(page, 'course-flow-declined-375');

      await page.goto(`${baseUrl}/basket`);
      await page.locator('[data-cart-item]').first().waitFor({ timeout: 20_000 });
      expect(await page.locator('[data-cart-item]').allInnerTexts()).toEqual([
        expect.stringContaining('Swimming lessons: stage 1'),
      ]);
      await expectAxeClean(page, 'basket after decline');

      await press(page.getByRole('link', { name: 'Checkout now' }).first());
      await page.waitForURL('**/basket/checkout');
      await frame.locator('#card-number').focus({ timeout: 30_000 });
      await page.keyboard.press('Control+A');
      await page.keyboard.type('4242424242424242');
      await typeInto('#expiry-date', '1230');
      await typeInto('#security-code', '123');
      // A new checkout starts with the terms unticked again.
      expect(await terms.isChecked()).toBe(false);
      await press(terms as ReturnType<Page['getByRole']>, 'Space');
      await press(page.getByRole('button', { name: /^Pay £/ }));
      await confirmedOrderId(page);
    } finally {
      await context.close();
    }
  });

  it('the card fields line up with the name on card, at 320 px, and their errors read as sentences', async () => {
    const { context, page } = await open({ width: 320, height: 700 });
    try {
      await newCustomerWithSwimming(context, page, 'Fields');
      await page.goto(`${baseUrl}/basket/checkout`);
      const name = page.locator('venue-checkout').getByLabel(/Name on card/);
      const frame = page.frameLocator('iframe[title="Card details"]');
      await frame.locator('#card-number').waitFor({ timeout: 30_000 });
      // Boxes in the page's coordinates: the frame's own are offset by where the frame sits.
      const box = async (field: ReturnType<typeof frame.locator>) => (await field.boundingBox())!;
      const [nameBox, numberBox, expiryBox, codeBox] = await Promise.all([
        name.boundingBox().then((b) => b!),
        box(frame.locator('#card-number')),
        box(frame.locator('#expiry-date')),
        box(frame.locator('#security-code')),
      ]);
      expect(Math.abs(numberBox.x - nameBox.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(numberBox.x + numberBox.width - (nameBox.x + nameBox.width))).toBeLessThanOrEqual(1);
      expect(Math.abs(numberBox.height - nameBox.height)).toBeLessThanOrEqual(1);
      expect(expiryBox.y).toBe(codeBox.y);
      expect(Math.abs(codeBox.x + codeBox.width - (nameBox.x + nameBox.width))).toBeLessThanOrEqual(1);

      await agreeToTerms(page);
      await page.getByRole('button', { name: /^Pay £/ }).click();
      const alert = page.locator('venue-checkout [role="alert"]').filter({ hasText: 'Invalid card number' });
      await alert.first().waitFor({ timeout: 20_000 });
      expect(await alert.first().textContent()).toMatch(
        /^Invalid card number\. The expiry date .+\. The security code .+\.$/,
      );
      await screenshot(page, 'checkout-card-errors-320');
    } finally {
      await context.close();
    }
  });

  it('basket and checkout at 640 px put the summary and the order under the items and the payment panels at full width, where beside them they were 200-230 px', async () => {
    const { context, page } = await open({ width: 640, height: 900 });
    try {
      await newCustomerWithSwimming(context, page, 'Tablet');
      await page.goto(`${baseUrl}/basket`);
      const items = page.locator('venue-basket').getByRole('list', { name: 'Basket items' });
      const summary = page.locator('venue-basket aside');
      await summary.waitFor({ timeout: 30_000 });
      const [itemsBox, summaryBox] = await Promise.all([items.boundingBox(), summary.boundingBox()]);
      expect(summaryBox!.y).toBeGreaterThan(itemsBox!.y + itemsBox!.height);
      expect(Math.abs(summaryBox!.width - itemsBox!.width)).toBeLessThanOrEqual(1);
      await page.goto(`${baseUrl}/basket/checkout`);
      const checkout = page.locator('venue-checkout');
      const order = checkout.getByRole('heading', { name: 'Your order' }).locator('..');
      const card = checkout.getByRole('heading', { name: 'Card details' }).locator('..');
      await order.waitFor({ timeout: 30_000 });
      const [orderBox, cardBox] = await Promise.all([order.boundingBox(), card.boundingBox()]);
      expect(orderBox!.y).toBeGreaterThan(cardBox!.y + cardBox!.height);
      expect(Math.abs(orderBox!.width - cardBox!.width)).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(640);
      await screenshot(page, 'checkout-640');
    } finally {
      await context.close();
    }
  });

  it('PAY-033 CART-026 front of house: staff book swimming lessons for a customer and pay through /pay, at 1280 px', async () => {
    // A customer of its own, so nothing another test booked (or left in a basket) matters.
    const customer = await registerCustomer(baseUrl, 'Foh');
    const fullName = `${customer.firstName} ${customer.lastName}`;
    const { context, page } = await open(DESKTOP);
    const chooseCustomer = async () => {
      const search = page.getByLabel('Customer name, e-mail or reference');
      await search.fill(customer.lastName, { timeout: 30_000 });
      // A name's field, not one across the desk's whole screen (it ran 1,100 px at 1280).
      expect((await search.boundingBox())!.width).toBeLessThanOrEqual(512);
      await page.getByRole('button', { name: 'Search customers' }).click();
      await page.getByRole('button', { name: new RegExp(`^${fullName}`) }).click();
      await page
        .getByText(new RegExp(`^${fullName} \\(`))
        .first()
        .waitFor();
    };
    try {
      await loginContext(context, baseUrl, demoUsers.staff);
      await page.goto(`${baseUrl}${SWIMMING}`);
      await chooseCustomer();
      await page.getByText('Review Selection').waitFor({ timeout: 30_000 });
      await answerSwimmingQuestions(page);
      await expectAxeClean(page, 'staff course page');
      await page.getByRole('button', { name: 'Book now' }).click();
      await page.getByText('Course booked successfully').first().waitFor({ timeout: 15_000 });

      // The tab remembers whom staff act for: checkout opens for the customer straight away.
      await page.goto(`${baseUrl}/basket/checkout`);
      await page
        .getByText(new RegExp(`^${fullName}`))
        .first()
        .waitFor({ timeout: 30_000 });
      await enterCard(page, '4242424242424242');
      await agreeToTerms(page);
      expect(await page.getByLabel('Name on card').inputValue()).toBe(fullName);
      const paid = page.waitForRequest((r) => r.url().endsWith('/api/checkout/pay') && r.method() === 'POST');
      await page.getByRole('button', { name: /^Pay £/ }).click();
      expect((await paid).postDataJSON()).toMatchObject({ selected_user_id: expect.any(Number) });
      const orderId = await confirmedOrderId(page);
      const order = await api<Order>(`/api/v1/orders/${orderId}`, await apiLogin(baseUrl, customer));
      expect(order.line_items.map((l) => l.name)).toEqual(['Swimming lessons: stage 1']);
    } finally {
      await context.close();
    }
  });
});

describe('section headings', () => {
  it("a course page's sections are headed as sign-up's are: the theme's heading face in capitals; the course's name stays as written on its card", async () => {
    const { context, page } = await open({ width: 1280, height: 900 });
    try {
      const look = (el: Element) => {
        const s = getComputedStyle(el);
        return { font: s.fontFamily, weight: s.fontWeight, transform: s.textTransform, size: s.fontSize };
      };
      await page.goto(`${baseUrl}/register`);
      const signUp = await page.locator('venue-register legend', { hasText: 'Personal details' }).evaluate(look);
      expect(signUp.transform).toBe('uppercase');

      await page.goto(baseUrl + SWIMMING);
      const course = page.locator('course-booking');
      await course.getByText('Review Selection').waitFor({ timeout: 30_000 });
      expect(await course.locator('legend', { hasText: 'About the swimmer' }).evaluate(look)).toEqual(signUp);
      expect(await course.locator('h2', { hasText: 'Review Selection' }).evaluate(look)).toEqual(signUp);

      await page.goto(`${baseUrl}/courses/location/riverside`);
      const name = course.getByRole('heading', { name: 'Swimming lessons: stage 1' });
      await name.waitFor({ timeout: 30_000 });
      expect((await name.evaluate(look)).transform).toBe('none');
    } finally {
      await context.close();
    }
  });
});

describe("a course's sessions in its review panel", () => {
  for (const viewport of [{ width: 320, height: 700 }, DESKTOP]) {
    it(`each session is two lines, its name and price over its date and time, still a table to a screen reader, at ${viewport.width} px`, async () => {
      const { context, page } = await open(viewport);
      try {
        await openCourse(page, SWIMMING);
        const table = page.locator('course-booking').getByRole('table', { name: 'Sessions' });
        const rows = table.getByRole('row');
        expect(await rows.count()).toBe(11); // the column headers' row, then ten sessions
        expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Session', 'Date', 'Time', 'Price']);
        const cells = rows.nth(1).getByRole('cell');
        // The seed's first lesson is five days after the day it ran.
        const first = new Date(`${londonDay(5)}T12:00:00Z`);
        const part = (o: Intl.DateTimeFormatOptions) => first.toLocaleDateString('en-GB', { ...o, timeZone: 'UTC' });
        const firstDate = `${part({ weekday: 'short' })} ${part({ day: 'numeric' })} ${part({ month: 'short' })} ${part({ year: 'numeric' })}`;
        expect(await cells.allTextContents()).toEqual([
          'Swimming lessons: stage 1',
          firstDate,
          '17:00 – 17:45',
          '£8.50',
        ]);
        const [name, date, time, price] = await Promise.all([0, 1, 2, 3].map((i) => cells.nth(i).boundingBox()));
        const line = name!.height;
        expect(price!.y).toBe(name!.y);
        expect(time!.y).toBe(date!.y);
        expect(date!.y).toBeGreaterThanOrEqual(name!.y + line);
        // Neither wraps: each is one line high.
        for (const cell of [date, time, price]) expect(cell!.height).toBeLessThan(line * 1.5);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `course-sessions-${viewport.width}`);
      } finally {
        await context.close();
      }
    });
  }
});

describe("a course's page at 640 px", () => {
  it('the review panel goes under the form at full width, where its sessions table has room for its four columns', async () => {
    const { context, page } = await open({ width: 640, height: 900 });
    try {
      await openCourse(page, SWIMMING);
      const course = page.locator('course-booking');
      const form = course.getByRole('group', { name: 'About the swimmer' });
      const review = course.locator('section', { hasText: 'Review Selection' }).last();
      const [formBox, reviewBox] = await Promise.all([form.boundingBox(), review.boundingBox()]);
      expect(reviewBox!.y).toBeGreaterThan(formBox!.y + formBox!.height);
      expect(reviewBox!.width).toBeGreaterThan(560);
      // The questions' heading starts where its fields do, as the other panels' headings do.
      const [legend, label] = await Promise.all([
        form.locator('legend').first().boundingBox(),
        course.getByText('Swimming ability').boundingBox(),
      ]);
      expect(legend!.x).toBe(label!.x);
      const cells = course.getByRole('table', { name: 'Sessions' }).getByRole('row').nth(1).getByRole('cell');
      const [name, date] = await Promise.all([cells.nth(0).boundingBox(), cells.nth(1).boundingBox()]);
      expect(date!.y).toBe(name!.y);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(640);
      await screenshot(page, 'course-detail-640');
    } finally {
      await context.close();
    }
  });
});

describe('a full course, at 320 px', () => {
  it('its card says Full, and its page says why Book is greyed under the button, not only in a tooltip', async () => {
    const { context, page } = await open({ width: 320, height: 700 });
    try {
      await loginContext(context, baseUrl);
      await page.goto(`${baseUrl}/courses/location/riverside`);
      const card = page.locator('course-booking li', { hasText: 'Pilates foundations' });
      await card.getByText('Full', { exact: true }).waitFor({ timeout: 30_000 });
      expect(await page.locator('course-booking li', { hasText: 'Swimming lessons' }).textContent()).toMatch(
        /\d+ places? left/,
      );
      await card.getByRole('button', { name: /View course/ }).click();
      const reason = page.locator('course-booking').getByText('This is fully booked, you can join the waitlist.');
      await page.locator('course-booking p', { hasText: 'This is fully booked' }).waitFor({ timeout: 30_000 });
      const book = page.locator('course-booking').getByRole('button', { name: 'Book now' });
      expect(await book.getAttribute('aria-disabled')).toBe('true');
      // Seen without hovering: the visible line under the button, besides the tooltip's hidden text.
      expect(await reason.evaluateAll((nodes) => nodes.filter((n) => (n as HTMLElement).offsetParent).length)).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await screenshot(page, 'course-full-320');
    } finally {
      await context.close();
    }
  });
});

describe('a course address that names nothing', () => {
  it("an unknown activity says the item was not found and leads to the venue's courses; an unknown venue to the venues, at 320 px", async () => {
    const { context, page } = await open({ width: 320, height: 700 });
    try {
      await page.goto(`${baseUrl}/courses/location/riverside/nope-course`);
      const alert = page.locator('course-booking [role="alert"]');
      await alert.getByText('Unable to complete request, item not found.').waitFor({ timeout: 30_000 });
      // Riverside has courses: "no courses to book here" would be untrue.
      expect(await page.locator('course-booking').getByText('There are no courses to book').count()).toBe(0);
      await expectAxeClean(page, 'unknown course activity');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await alert.getByRole('link', { name: 'All courses at this venue' }).click();
      await page.waitForURL('**/courses/location/riverside');
      await page.locator('course-booking button', { hasText: 'View course' }).first().waitFor({ timeout: 30_000 });

      await page.goto(`${baseUrl}/courses/location/no-such-venue`);
      await alert.getByText('Unable to complete request, item not found.').waitFor({ timeout: 30_000 });
      await alert.getByRole('link', { name: 'Choose a venue' }).click();
      await page.locator('venue-picker').getByLabel('Venue name, town or postcode').waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });
});

describe('the hosted course list reads its courses once, at start-up (issue 12)', () => {
  it('the courses request leaves before the theme call, the list shows its answer, and nothing asks again', async () => {
    const { context, page } = await open(PHONE);
    try {
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) apiCalls.push(`${url.pathname}${url.search}`);
      });
      // Each answer's status, so a second read says whether it was the client's retry of a failed first.
      const answers: string[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/api/')) answers.push(`${response.status()} ${url.pathname}`);
      });
      await page.goto(`${baseUrl}/courses/location/riverside/swimming-lessons`);
      await page.locator('course-booking button', { hasText: 'View course' }).first().waitFor({ timeout: 30_000 });
      await expect
        .poll(() => page.locator('course-booking h2', { hasText: 'Swimming lessons: stage 1' }).count())
        .toBe(1);
      const courses = apiCalls.filter((call) => call.startsWith('/api/v1/activities/courses'));
      expect(courses, `requests: ${apiCalls.join(', ')}; answers: ${answers.join(', ')}`).toEqual([
        '/api/v1/activities/courses?source=online&venue_slugs=riverside&category_slugs=swimming-lessons',
      ]);
      // Started by the host app at start-up, not by the element once its code has loaded and rendered.
      expect(apiCalls.indexOf(courses[0]!)).toBeLessThan(
        apiCalls.findIndex((c) => c.startsWith('/api/frontend/theme')),
      );
    } finally {
      await context.close();
    }
  });

  it("leaves while React is still downloading: the page's early entry starts it, not the app", async () => {
    const { context, page } = await open(PHONE);
    try {
      let coursesAsked = false;
      let askedWhileReactHeld: boolean | null = null;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/v1/activities/courses') coursesAsked = true;
      });
      // React's chunk is held until the courses request has left (or 5 s): the app's entry cannot run
      // before React has arrived, so only the early entry can have sent it.
      await page.route(/\/assets\/react-[^/]+\.js$/, async (route) => {
        const until = Date.now() + 5000;
        while (!coursesAsked && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
        askedWhileReactHeld = coursesAsked;
        await route.continue();
      });
      await page.goto(`${baseUrl}/courses/location/riverside`);
      await page.locator('course-booking button', { hasText: 'View course' }).first().waitFor({ timeout: 30_000 });
      expect(askedWhileReactHeld).toBe(true);
      const html = await (await fetch(`${baseUrl}/courses/location/riverside`)).text();
      const scripts = [...html.matchAll(/<script type="module"[^>]*src="\/assets\/([a-z]+)-/g)].map((m) => m[1]);
      expect(scripts).toEqual(['early', 'index']);
    } finally {
      await context.close();
    }
  });

  it('every script before the cards draw is named by the page shell, and they are few', async () => {
    const { context, page } = await open(PHONE);
    try {
      const { cards, resources } = await courseListTimeline(page);
      const beforeCards = resources.filter((r) => r.path.endsWith('.js') && r.start <= cards).map((r) => r.path);
      const html = await (await fetch(`${baseUrl}/courses/location/riverside`)).text();
      const named = [
        ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g),
      ].map((m) => m[1]);
      // Start-up's dynamic imports and the element's view are preloaded, not found one round trip later.
      expect(beforeCards.filter((path) => !named.includes(path))).toEqual([]);
      // Each request costs a phone a round trip and, in Lighthouse's simulation, a share of the bandwidth
      // React needs: the small shared chunks come grouped (host-app/vite.config.ts), 18 files before.
      expect(new Set(beforeCards).size).toBeLessThanOrEqual(10);
    } finally {
      await context.close();
    }
  });

  it("the footer's request leaves once the browser has reported the cards' paint", async () => {
    const { context, page } = await open(PHONE);
    try {
      const { cards, resources } = await courseListTimeline(page);
      const footer = resources.find((r) => r.path === '/api/activities/footer');
      expect(footer).toBeDefined();
      expect(footer!.start).toBeGreaterThanOrEqual(cards);
    } finally {
      await context.close();
    }
  });
});

/**
 * Opens the course list and waits for its footer: the moment the browser reported the cards' paint (the
 * first largest paint after the courses answered) and what the page fetched, by when each left.
 */
async function courseListTimeline(
  page: Page,
): Promise<{ cards: number; resources: { path: string; start: number }[] }> {
  await page.addInitScript(() => {
    const paints: number[] = [];
    (window as unknown as { largestPaints: number[] }).largestPaints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paints.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${baseUrl}/courses/location/riverside`);
  await page.locator('footer.venue-footer .venue-footer-content').waitFor({ timeout: 30_000 });
  const { paints, resources } = await page.evaluate(() => ({
    paints: (window as unknown as { largestPaints: number[] }).largestPaints,
    resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      path: new URL(entry.name).pathname,
      start: entry.startTime,
      end: entry.responseEnd,
    })),
  }));
  const courses = resources.find((r) => r.path === '/api/v1/activities/courses');
  const cards = paints.find((time) => courses && time > courses.end);
  expect(cards).toBeDefined();
  return { cards: cards!, resources };
}
