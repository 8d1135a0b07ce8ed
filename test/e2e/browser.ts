import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const screenshotDir = resolve(repoRoot, 'test-results');

/** Flags that work as root on this closed network (see docs/toolchain): no sandbox, no GPU, no phoning home. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium driven by playwright-core; never a downloaded browser. `backForwardCache` keeps the
 * back-forward cache on, as a person's Chromium has it (Playwright turns it off by default).
 */
export function launchChromium({ backForwardCache = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
    ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
  });
}

/** The two widths every journey is shown at: a phone and a desktop. */
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

export const CLIENT_DOMAIN = 'riverside-leisure';
/** `<client domain>-auth-token`, the cookie core's token store reads and writes (docs/CONVENTIONS.md). */
export const AUTH_COOKIE = `${CLIENT_DOMAIN}-auth-token`;

export interface DemoUser {
  email: string;
  password: string;
}

export const demoUsers = {
  customer: { email: 'demo@example.com', password: 'Password123!' },
  newCustomer: { email: 'new@example.com', password: 'Password123!' },
  staff: { email: 'staff@example.com', password: 'Password123!' },
} as const satisfies Record<string, DemoUser>;

/** Logs in through the real API and answers the token (the server's own login route, no UI involved). */
export async function apiLogin(baseUrl: string, user: DemoUser = demoUsers.customer): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/customer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'X-Client-Domain': CLIENT_DOMAIN },
    body: JSON.stringify({ username: user.email, password: user.password }),
  });
  if (!res.ok) throw new Error(`e2e login as ${user.email} failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data?: { token?: string } };
  const token = body.data?.token;
  if (!token) throw new Error(`e2e login as ${user.email}: no data.token in the answer`);
  return token;
}

let registered = 0;

/**
 * Registers a fresh customer through the real API, so a test never depends on what other tests (or other
 * files) booked, put in a basket or spent. The last name is unique, so staff can search for it.
 */
export async function registerCustomer(
  baseUrl: string,
  label = 'E2e',
): Promise<DemoUser & { firstName: string; lastName: string }> {
  const headers = { 'content-type': 'application/json', accept: 'application/json', 'X-Client-Domain': CLIENT_DOMAIN };
  const client = (await (await fetch(`${baseUrl}/api/client`, { headers })).json()) as { data: { id: number } };
  const stamp = `${Date.now().toString(36)}${(registered += 1)}`;
  const firstName = 'Robin';
  const lastName = `${label}${stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const email = `${label.toLowerCase()}-${stamp}@example.com`;
  const password = 'Password123!';
  const res = await fetch(`${baseUrl}/api/auth/customer/register?onboarding_type=customer_account_online`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      first_name: firstName,
      last_name: lastName,
      email,
      password,
      password_confirmation: password,
      client_id: client.data.id,
      source: 'bookings',
      terms: true,
    }),
  });
  if (res.status >= 300) throw new Error(`e2e register ${email} failed: ${res.status} ${await res.text()}`);
  return { email, password, firstName, lastName };
}

/**
 * Gives a browser context the session the app itself would keep: the token cookie on the given host.
 * Cookies of `localhost` are host-only, so the account host needs its own (or the `?token=` parameter).
 */
export async function loginContext(
  context: BrowserContext,
  baseUrl: string,
  user: DemoUser = demoUsers.customer,
  hosts: string[] = ['localhost'],
): Promise<string> {
  const token = await apiLogin(baseUrl, user);
  await context.addCookies(
    hosts.map((domain) => ({ name: AUTH_COOKIE, value: token, domain, path: '/', sameSite: 'Lax' as const })),
  );
  return token;
}

/** Full-page PNG into `test-results/<name>.png`; answers the file path. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = resolve(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core in the page (open shadow roots included) and answers the serious and critical violations.
 * Evaluated through the DevTools protocol rather than a script tag, so the page's strict CSP does not block it.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  const violations = await axeViolations(page);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Every axe violation in the page, of every impact; `rules` narrows the run to those rule ids. */
export async function axeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (only) => {
    const axe = (
      window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const runOnly = only ? { runOnly: { type: 'rule', values: only } } : {};
    const result = await axe.run(document, { resultTypes: ['violations'], ...runOnly });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, rules);
}

/** A readable one-line-per-violation report for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)
    .join('\n');
}

/** Collects uncaught page errors and console errors so a test can assert the page ran cleanly. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** One Chromium for the test file that calls this at its top level: launched before its tests, closed after. */
export function chromiumForThisFile(): { readonly browser: Browser } {
  const holder = {} as { browser: Browser };
  beforeAll(async () => {
    holder.browser = await launchChromium();
  });
  afterAll(async () => {
    await holder.browser?.close();
  });
  return holder;
}

/** A page in a fresh context (own cookies and storage) that records its errors, for a test to open and close. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

/**
 * Asserts the page has no serious or critical axe violations, `step` naming where in the flow it was. Waits
 * first for CSS transitions to settle (in every shadow root too): a button changing variant under the
 * pointer is checked in its final colours, not in a frame of the change.
 */
export async function expectAxeClean(page: Page, step = ''): Promise<void> {
  await page.waitForFunction(
    () => {
      const roots: Array<Document | ShadowRoot> = [document];
      for (let k = 0; k < roots.length; k++) {
        for (const el of roots[k]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
      }
      return roots.every((root) =>
        root.getAnimations().every((a) => a.constructor.name !== 'CSSTransition' || a.playState !== 'running'),
      );
    },
    null,
    { timeout: 5_000 },
  );
  const violations = await seriousAxeViolations(page);
  expect(violations, `${step}\n${describeViolations(violations)}`).toEqual([]);
}

export interface ApiInit {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The real API as a client calls it (`X-Client-Domain`, JSON, a Bearer token when given). `call` answers the
 * status and the envelope as they are; `api` fails the test unless the answer is a success and gives `data`.
 */
export function apiFor(baseUrl: string) {
  async function call<T>(
    path: string,
    token: string | null,
    init: ApiInit = {},
  ): Promise<{ status: number; data: T; body: Record<string, unknown> }> {
    const res = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'X-Client-Domain': CLIENT_DOMAIN,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: res.status, data: body.data as T, body };
  }
  async function api<T>(path: string, token: string, init: ApiInit = {}): Promise<T> {
    const { status, data } = await call<T>(path, token, init);
    expect(status >= 200 && status < 300, `${init.method ?? 'GET'} ${path}: ${status}`).toBe(true);
    return data;
  }
  return { call, api };
}

/**
 * A one-time code for the account host, issued as "My account" does (`POST /api/auth/handoff`) for the
 * session `token`.
 */
export async function handoffCode(baseUrl: string, token: string): Promise<string> {
  const { call } = apiFor(baseUrl);
  const issued = await call<{ code: string }>('/api/auth/handoff', token, { method: 'POST', body: {} });
  expect(issued.status).toBe(201);
  return issued.data.code;
}

/** Types a sandbox test card into the checkout's card frame (`frame` narrows it to one element's frame). */
export async function enterCard(page: Page, number: string, frame = 'iframe[title="Card details"]'): Promise<void> {
  const card = page.frameLocator(frame);
  await card.locator('#card-number').fill(number, { timeout: 30_000 });
  await card.locator('#expiry-date').fill('1230');
  await card.locator('#security-code').fill('123');
}

/**
 * The date `days` from the demo data's day in London (the venues' zone), as YYYY-MM-DD: the day the server
 * seeded, so a run that goes past midnight still finds tomorrow's full yoga where the seed put it.
 */
export function londonDay(days: number): string {
  const d = new Date(`${inject('seedDay')}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The class card whose time range starts at `time` (e.g. '09:30'), on a classes day of the week view. */
export function classCard(page: Page, time: string) {
  return page
    .locator('li')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .filter({ hasText: `${time}–` });
}
