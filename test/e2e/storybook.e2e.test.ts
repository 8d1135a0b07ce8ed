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
      (body) =>
        res
          .writeHead(200, {
            'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
            // Each story loads a fresh page (isolation), and the preview fetches about 40 files: cached, they are
            // neither fetched nor compiled again, which halves a story's time (450 against 900 ms).
            ...(extname(file) === '.html' ? {} : { 'cache-control': 'public, max-age=31536000, immutable' }),
          })
          .end(body),
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

type Outcome = 'shown' | string;

/**
 * Waits for the preview on `page` to show its story, or to show Storybook's error display, and for the story's render
 * to be over (its play function too): telling the preview of another story before that makes it reload the page.
 */
async function outcomeOfLoad(page: Page): Promise<Outcome> {
  return page
    .waitForFunction(
      () => {
        const render = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
          .__STORYBOOK_PREVIEW__?.currentRender;
        if (!['finished', 'aborted', 'errored'].includes(render?.phase ?? '')) return null;
        return document.body.classList.contains('sb-show-errordisplay')
          ? `story threw: ${document.querySelector('#error-message')?.textContent ?? ''}`
          : document.body.classList.contains('sb-show-main')
            ? 'shown'
            : null;
      },
      null,
      { timeout: 20_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<string>)
    .catch(() => 'never shown');
}

/**
 * Renders story `id` in the preview already open on `page`, as a designer clicking to it in the sidebar does (and
 * as Storybook's own test-runner does): the preview's channel is told the story and answers when its render is
 * over, or that it threw.
 */
async function outcomeOfSwitch(page: Page, id: string): Promise<Outcome> {
  return page.evaluate(
    (storyId) =>
      new Promise<string>((resolve) => {
        interface Channel {
          on(event: string, listener: (...args: never[]) => void): void;
          off(event: string, listener: (...args: never[]) => void): void;
          emit(event: string, payload: unknown): void;
        }
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const listeners: Record<string, (...args: never[]) => void> = {
          // Sent when the story's render is over, play function included ('error' also for an error it left
          // unhandled).
          storyFinished: (done: { storyId: string; status: string }) => {
            if (done.storyId === storyId)
              finish(done.status === 'success' ? 'shown' : `story finished with ${done.status}`);
          },
          storyErrored: (error: { title: string; description: string }) =>
            finish(`story threw: ${error.title} ${error.description}`),
          storyThrewException: (error: { message: string }) => finish(`story threw: ${error.message}`),
          storyMissing: () => finish('missing'),
        };
        const timer = setTimeout(() => finish('never shown'), 20_000);
        function finish(outcome: string) {
          clearTimeout(timer);
          for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
          resolve(outcome);
        }
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
}

/**
 * What went wrong rendering each story of one stories file on `page`: the first on a fresh load of the preview
 * (a designer opening its link), the others one after another in that page (a designer clicking through them), so
 * a story that only renders after a reload fails too.
 */
async function problemsOfFile(page: Page, ids: string[]): Promise<string[]> {
  const problems: string[] = [];
  const uncaught: string[] = [];
  const onError = (e: Error) => uncaught.push(e.message);
  page.on('pageerror', onError);
  try {
    for (const [n, id] of ids.entries()) {
      uncaught.length = 0;
      let outcome: Outcome;
      if (n === 0) {
        await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
        outcome = await outcomeOfLoad(page);
      } else {
        outcome = await outcomeOfSwitch(page, id);
      }
      // A render that throws after mounting surfaces a moment later.
      await page.waitForTimeout(100);
      if (outcome !== 'shown') problems.push(`${id}: ${outcome}`);
      else if (uncaught.length) problems.push(`${id}: uncaught: ${uncaught.join(' | ')}`);
    }
  } finally {
    page.off('pageerror', onError);
  }
  return problems;
}

describe('Storybook', () => {
  it('every story renders without an error', { timeout: 600_000 }, async () => {
    const index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')) as {
      entries: Record<string, { id: string; type: string; importPath: string }>;
    };
    const files = new Map<string, string[]>();
    for (const entry of Object.values(index.entries)) {
      if (entry.type !== 'story') continue;
      files.set(entry.importPath, [...(files.get(entry.importPath) ?? []), entry.id]);
    }
    expect([...files.values()].flat().length).toBeGreaterThan(200);
    const problems: string[] = [];
    // A fresh load of the preview took about 0.5 s with its assets cached (it fetches and runs some 40 files), a
    // switch to the next story about 0.2 s (one page, 2026-11-30): so one load per stories file, on two pages of one
    // context (one HTTP cache) at a time, as the machine's two cores keep no more than two busy.
    const context = await chromium.browser.newContext({ viewport: { width: 375, height: 800 } });
    const queue = [...files.values()];
    try {
      await Promise.all(
        Array.from({ length: 2 }, async () => {
          const page = await context.newPage();
          for (let ids = queue.shift(); ids; ids = queue.shift()) problems.push(...(await problemsOfFile(page, ids)));
        }),
      );
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
