import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A page in a fresh context (own cookies and sessionStorage), sized for the test. */
export async function freshPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page };
}

/** Opens a path and waits until the route has rendered its h1 (pages and lazy chunks included). */
export async function openRoute(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('main h1', { timeout: 15_000 });
  // Element routes show 'Loading…' while their code arrives; wait for the final state.
  await page.waitForFunction(() => !document.querySelector('[data-element-state="loading"]'), undefined, {
    timeout: 15_000,
  });
}

/** The text of the page's h1 elements, open shadow roots included (Playwright selectors pierce them): one per page. */
export async function headings(page: Page): Promise<string[]> {
  return page.$$eval('h1', (list) => list.map((h) => (h.textContent ?? '').trim()));
}

/** The breadcrumb's entries, or null when there is no breadcrumb. */
export async function breadcrumb(page: Page): Promise<string[] | null> {
  const nav = await page.$('nav[aria-label="Breadcrumb"]');
  if (!nav) return null;
  return nav.$$eval('li', (items) => items.map((li) => (li.textContent ?? '').trim()));
}

/**
 * Waits until the address shows the path, however it got there (client-side replaceState or a page load);
 * polls the page itself rather than waiting for a navigation event that may already have happened.
 */
export async function waitForPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((expected) => location.pathname === expected, pathname, { timeout });
}

/**
 * Opens the newest message to `to` with this subject in the development mailbox, once it is there: mail
 * queued by a transaction (waitlist news) is sent by the server's timer a few seconds after the commit.
 */
export async function openQueuedMail(page: Page, baseUrl: string, to: string, subject: string | RegExp): Promise<void> {
  const link = page.getByRole('link', { name: subject }).first();
  for (let tries = 0; tries < 20 && (await link.count()) === 0; tries += 1) {
    if (tries > 0) await page.waitForTimeout(1000);
    await page.goto(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(to)}`);
  }
  await link.click();
}
