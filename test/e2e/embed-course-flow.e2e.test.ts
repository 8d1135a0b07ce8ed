import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CLIENT_DOMAIN,
  describeViolations,
  launchChromium,
  enterCard,
  registerCustomer,
  screenshot,
  seriousAxeViolations,
} from './browser.ts';

// The course flow, login included, on an operator's own page of another site (127.0.0.1:<port>) while
// the API is localhost:4300: only the embed script tag and the elements' attributes, under hostile
// global CSS. No cookie of the API's site reaches this page, so the session must not depend on one.

const baseUrl = inject('baseUrl');

let browser: Browser;
let site: Server;
let thirdPartyOrigin: string;
beforeAll(async () => {
  browser = await launchChromium();
  // The operator's site: a real server on another origin (a page answered by request interception
  // would count as a public address and be refused access to the API on loopback).
  site = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(operatorPage()),
  );
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  thirdPartyOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => site?.close(resolve));
});

function operatorPage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Operator site: book swimming lessons</title>
    <style>
      * { color: red !important; }
      button { display: none !important; }
      body { margin: 0; font-family: 'Times New Roman', serif; font-size: 22px; line-height: 3; }
      input, select, textarea { display: none !important; }
      iframe { display: none !important; }
    </style>
    <script type="module" src="${baseUrl}/embed/venue-elements.js" data-api="${baseUrl}"></script>
  </head>
  <body>
    <venue-nav></venue-nav>
    <venue-login></venue-login>
    <main>
      <h1>Swimming lessons at Riverside</h1>
      <course-booking venue="riverside" course="swimming-lessons-stage-1" checkout-url="#checkout"></course-booking>
      <section id="checkout" aria-label="Checkout">
        <venue-checkout no-redirect="true"></venue-checkout>
      </section>
    </main>
  </body>
</html>`;
}

describe('course flow on a third-party page (issue 4)', () => {
  it('EMBED-001 COURSE-001 PAY-005 a guest logs in, books swimming lessons and pays through 3-D Secure on another site, the nav badge following', async () => {
    // A fresh customer, so the test never depends on what other tests booked.
    const customer = await registerCustomer(baseUrl, 'Embed');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${thirdPartyOrigin}/course-flow.html`);
      await page.getByText('Review Selection').waitFor({ timeout: 30_000 });

      // Every venue:* event the page hears, with where it came from (event.target as document sees it)
      // and how often the element itself heard it: one event per fact, from the element that caused it.
      await page.evaluate(() => {
        const heard: { type: string; from: string; detail: unknown; onElement: number }[] = [];
        (window as unknown as { heardVenueEvents: typeof heard }).heardVenueEvents = heard;
        const types = ['venue:logged-in', 'venue:logged-out', 'venue:basket-change', 'venue:booking-confirmed'];
        const onElement = new Map<string, number>();
        for (const type of types) {
          for (const tag of ['venue-login', 'course-booking', 'venue-checkout', 'venue-nav']) {
            document
              .querySelector(tag)!
              .addEventListener(type, () =>
                onElement.set(`${type}@${tag}`, (onElement.get(`${type}@${tag}`) ?? 0) + 1),
              );
          }
          document.addEventListener(type, (e) => {
            const from = e.target instanceof Element ? e.target.localName : 'document';
            heard.push({ type, from, detail: (e as CustomEvent).detail, onElement: -1 });
            // Element listeners ran first (bubbling): record how many times the origin heard this one.
            heard[heard.length - 1]!.onElement = onElement.get(`${type}@${from}`) ?? 0;
            onElement.clear();
          });
        }
      });
      const heardEvents = () =>
        page.evaluate(() => (window as unknown as { heardVenueEvents: unknown[] }).heardVenueEvents);

      // A guest's Book opens the login modal instead of booking.
      await page.getByRole('button', { name: 'Log in to book' }).click();
      await page.locator('input[name="username"]').fill(customer.email, { timeout: 15_000 });
      await page.locator('input[name="password"]').fill(customer.password);
      await page.locator('venue-login button[type="submit"]').click();
      await page.getByLabel(/I have read and agree/).waitFor({ timeout: 15_000 });
      // The session lives in this page's own first-party cookie, sent as a Bearer header.
      const cookies = await context.cookies(thirdPartyOrigin);
      expect(cookies.map((c) => c.name)).toContain(`${CLIENT_DOMAIN}-auth-token`);
      expect(await context.cookies(baseUrl)).toEqual([]);

      const badge = page.locator('venue-nav a[data-basket]');
      expect(await badge.getAttribute('aria-label')).toBe('Shopping basket, 0 items');
      await page.getByLabel(/I have read and agree/).check();
      await page.getByLabel('Swimming ability').selectOption({ index: 1 });
      await page.getByLabel('Medical information').fill('None.');
      const basketChange = page.evaluate(
        () =>
          new Promise<boolean>((resolve) =>
            document.addEventListener('venue:basket-change', () => resolve(true), { once: true }),
          ),
      );
      await page.getByRole('button', { name: 'Book now' }).click();
      await page.getByText('Course booked successfully').first().waitFor({ timeout: 15_000 });
      expect(await basketChange).toBe(true);
      await expect.poll(() => badge.getAttribute('aria-label'), { timeout: 10_000 }).toBe('Shopping basket, 1 item');
      const axe1 = await seriousAxeViolations(page);
      expect(axe1, describeViolations(axe1)).toEqual([]);

      await enterCard(page, '4000002500003155', 'venue-checkout iframe[title="Card details"]');
      // The demo client has checkout terms: the box must be there, and is ticked before paying.
      await page.getByLabel('I agree to the terms and conditions').check({ timeout: 15_000 });
      const confirmed = page.evaluate(
        () =>
          new Promise<unknown>((resolve) =>
            document.addEventListener('venue:booking-confirmed', (e) => resolve((e as CustomEvent).detail), {
              once: true,
            }),
          ),
      );
      await page.getByRole('button', { name: /^Pay £/ }).click();
      const challenge = page.frameLocator('venue-checkout iframe[title="3-D Secure verification"]');
      await challenge.locator('#complete').click({ timeout: 20_000 });
      const detail = (await confirmed) as { completeOrderId: string | number };
      expect(detail).toMatchObject({ completeOrderId: expect.anything() });
      await page.getByText('Order completed Successfully.').first().waitFor({ timeout: 15_000 });
      expect(await heardEvents()).toEqual([
        { type: 'venue:logged-in', from: 'venue-login', detail: { userId: expect.any(Number) }, onElement: 1 },
        { type: 'venue:basket-change', from: 'course-booking', detail: { itemCount: 1 }, onElement: 1 },
        { type: 'venue:basket-change', from: 'venue-checkout', detail: { itemCount: 0 }, onElement: 1 },
        {
          type: 'venue:booking-confirmed',
          from: 'venue-checkout',
          detail: { completeOrderId: detail.completeOrderId },
          onElement: 1,
        },
      ]);
      // The operator shows the confirmation where they like: <booking-confirmation order-id="…">.
      await page.evaluate((id) => {
        const confirmation = document.createElement('booking-confirmation');
        confirmation.setAttribute('order-id', String(id));
        document.querySelector('main')!.append(confirmation);
      }, detail.completeOrderId);
      const confirmation = page.locator('booking-confirmation');
      await confirmation.getByText('What you booked').waitFor({ timeout: 20_000 });
      const shown = await confirmation.locator('section').first().innerText();
      expect(shown).toContain('Swimming lessons: stage 1');
      // Section headings are set in capitals (CSS), which innerText reports.
      expect(shown).toMatch(/How you paid/i);
      expect(shown).toMatch(/Card \(\w+ ending 3155\)/);
      await expect.poll(() => badge.getAttribute('aria-label'), { timeout: 10_000 }).toBe('Shopping basket, 0 items');
      await screenshot(page, 'embed-course-flow-completed');
      const axe2 = await seriousAxeViolations(page);
      expect(axe2, describeViolations(axe2)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
