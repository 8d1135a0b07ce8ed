import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { inject } from 'vitest';
import { build } from 'vite';
import {
  AUTH_COOKIE,
  DESKTOP,
  demoUsers,
  expectAxeClean,
  openPage,
  screenshot,
  chromiumForThisFile,
} from './browser.ts';

// The React build (dist/react/elements.js: react and react-dom left to the host) in a React 19 application of
// an operator's own, built by Vite with its own React and served from another origin than the API
// (react-host/main.js). It starts the elements with startVenueElements, renders them from React state and
// listens to their events: a customer signs in with <venue-login> (React hears venue:logged-in), and React
// switches <course-booking> between the course list and one course by setting and removing its attribute.

const baseUrl = inject('baseUrl');
const repoRoot = resolve(import.meta.dirname, '..', '..');
const chromium = chromiumForThisFile();

let dir: string;
let site: Server;
let origin: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'venue-react-host-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: resolve(repoRoot, 'test/e2e/react-host'),
    base: './',
    mode: 'production',
    build: { outDir: dir, emptyOutDir: true, minify: false },
  });
  site = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    // basename() keeps requests inside the built folder (Vite puts scripts under assets/).
    const file = path === '/' ? join(dir, 'index.html') : join(dir, 'assets', basename(path));
    readFile(file).then(
      (body) =>
        res.writeHead(200, { 'content-type': file.endsWith('.html') ? 'text/html' : 'text/javascript' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((done) => site?.close(done));
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the React build in a React application', () => {
  it('starts with the host’s settings, renders from React state and tells React of a sign-in', async () => {
    const { context, page, errors } = await openPage(chromium.browser, DESKTOP);
    try {
      const calls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/')) calls.push(new URL(r.url()).origin);
      });
      await page.goto(`${origin}/?api=${encodeURIComponent(baseUrl)}`);
      const booking = page.locator('course-booking');
      await booking.getByRole('heading', { name: 'Swimming lessons: stage 1' }).waitFor({ timeout: 15_000 });
      // Every call went to the configured API, none to the page's own origin.
      expect(new Set(calls)).toEqual(new Set([new URL(baseUrl).origin]));

      // React sets the course attribute: the element shows that course; removing it brings the list back.
      await page.getByRole('button', { name: 'Show swimming lessons' }).click();
      await booking.getByRole('heading', { name: 'Pilates foundations' }).waitFor({ state: 'detached' });
      await booking.getByRole('heading', { name: 'Swimming lessons: stage 1' }).waitFor();
      await page.getByRole('button', { name: 'Show all courses' }).click();
      await booking.getByRole('heading', { name: 'Pilates foundations' }).waitFor();

      const login = page.locator('venue-login');
      await login.getByLabel('Email or reference').fill(demoUsers.customer.email);
      await login.getByLabel('Password').fill(demoUsers.customer.password);
      await login.locator('button[type="submit"]').click();
      await page
        .getByRole('status')
        .filter({ hasText: /^Signed in as customer \d+$/ })
        .waitFor({ timeout: 15_000 });
      // The token is the page's own first-party cookie (the API is another site), as with the script tag.
      const cookies = await context.cookies(origin);
      expect(cookies.find((c) => c.name === AUTH_COOKIE)?.value).toBeTruthy();

      await expectAxeClean(page, 'React host, signed in');
      await screenshot(page, 'react-build-host');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
