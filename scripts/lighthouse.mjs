#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile, simulated throttling, its defaults) against the pages the brief
// names: home, the course list, an activity week and the basket. It starts its own server on a fresh
// embedded database from the current build (run `npm run build` first), or measures a running site given
// as `--base http://localhost:4300`. Prints the four category scores and LCP per page; `--assert` exits
// non-zero when a page misses the brief's targets (performance >= 95, accessibility 100, LCP < 2.5 s).
//
// Debian's Chromium drives it (CHROME_PATH overrides); nothing is downloaded.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

const TARGETS = { performance: 95, accessibility: 100, lcpMs: 2500 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Monday of this week in London, YYYY-MM-DD: the activity week's address. */
function thisMonday() {
  const today = new Date(new Date().toLocaleString('en-US', { timeZone: 'Europe/London' }));
  const monday = new Date(today);
  monday.setDate(today.getDate() - ((today.getDay() + 6) % 7));
  return `${monday.getFullYear()}-${String(monday.getMonth() + 1).padStart(2, '0')}-${String(monday.getDate()).padStart(2, '0')}`;
}

const PAGES = [
  ['home', '/'],
  ['course list', '/courses/location/riverside'],
  ['activity week', `/location/riverside/yoga/${thisMonday()}`],
  ['basket', '/basket'],
];

async function startServer() {
  const port = Number(option('--port') ?? 4390);
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-lighthouse-db-'));
  const child = spawn('npx', ['tsx', 'packages/server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), PGLITE_DIR: dataDir, DATABASE_URL: '', MAINTENANCE: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const res = await fetch(`${base}/api/client`, { headers: { 'X-Client-Domain': 'riverside-leisure' } });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`lighthouse: the server did not answer on ${base} within 120 s`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const server = option('--base') ? { base: option('--base'), stop() {} } : await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const rows = [];
let missed = false;
try {
  for (const [name, path] of PAGES) {
    const result = await lighthouse(`${server.base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const row = {
      page: `${name} (${path})`,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    };
    rows.push(row);
    if (
      row.performance < TARGETS.performance ||
      row.accessibility < TARGETS.accessibility ||
      row.lcpMs >= TARGETS.lcpMs
    ) {
      missed = true;
      const failing = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => `  - ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`)
        .slice(0, 12);
      console.log(`${name}: below target. Audits to look at:\n${failing.join('\n')}`);
    }
  }
} finally {
  await chrome.kill();
  server.stop();
}

console.log('\n| page | performance | accessibility | best practices | SEO | LCP |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} s |`,
  );
}
console.log(
  `\nLighthouse ${lighthouse.version ?? ''} mobile (simulated throttling), ${new Date().toISOString().slice(0, 10)}; targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, LCP < 2.5 s.`,
);
if (flag('--assert') && missed) process.exit(1);
