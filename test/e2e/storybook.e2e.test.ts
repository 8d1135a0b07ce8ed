import { execFile } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { chromiumForThisFile } from './browser.ts';

// Designers browse every element and state in Storybook, so every story must render: this builds the static
// Storybook, serves it, opens each story in Chromium and fails on the error display Storybook shows when a story
// throws, or on an uncaught error in the page. (Nothing else ran the stories: 19 of them had thrown since the
// session slices became lazy, unseen.) The stories answer their calls from fixtures, so no server is needed.

const repoRoot = resolve(import.meta.dirname, '..', '..');
const chromium = chromiumForThisFile();
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'venue-storybook-'));
  await promisify(execFile)('npx', ['storybook', 'build', '--quiet', '-o', dir], { cwd: repoRoot });
  server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server?.close(done));
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** What went wrong rendering one story on `page` (one of a few reused, so the preview's code is fetched once). */
async function renderProblem(page: Page, id: string): Promise<string | null> {
  const uncaught: string[] = [];
  const onError = (e: Error) => uncaught.push(e.message);
  page.on('pageerror', onError);
  try {
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
    const outcome = await page
      .waitForFunction(
        () =>
          document.body.classList.contains('sb-show-errordisplay')
            ? `story threw: ${document.querySelector('#error-message')?.textContent ?? ''}`
            : document.body.classList.contains('sb-show-main')
              ? 'shown'
              : null,
        null,
        { timeout: 20_000 },
      )
      .then((handle) => handle.jsonValue() as Promise<string>)
      .catch(() => 'never shown');
    // A render that throws after mounting surfaces a moment later.
    await page.waitForTimeout(100);
    if (outcome !== 'shown') return outcome;
    return uncaught.length ? `uncaught: ${uncaught.join(' | ')}` : null;
  } finally {
    page.off('pageerror', onError);
  }
}

describe('Storybook', () => {
  it('every story renders without an error', { timeout: 600_000 }, async () => {
    const index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')) as {
      entries: Record<string, { id: string; type: string }>;
    };
    const ids = Object.values(index.entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => entry.id);
    expect(ids.length).toBeGreaterThan(200);
    const problems: string[] = [];
    // Four pages of one context at a time (one HTTP cache): the stories wait on timers and fixtures more than
    // on the CPU.
    const context = await chromium.browser.newContext({ viewport: { width: 375, height: 800 } });
    const queue = [...ids];
    try {
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          const page = await context.newPage();
          for (let id = queue.shift(); id; id = queue.shift()) {
            const problem = await renderProblem(page, id);
            if (problem) problems.push(`${id}: ${problem}`);
          }
        }),
      );
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
