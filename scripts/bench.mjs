#!/usr/bin/env node
// `npm run bench`: the real week view of <activity-booking> (its define.ts, shell, date strip and the
// booking-type view the registry maps `classes` to) with 500 occurrences on the day shown, in Debian's
// Chromium, built like the embed bundle (the factory, preact/compat, the shared sheet) and answered by an
// in-page fixture API (test/browser/fixtures/activity-bench.tsx). First render: the element added to the
// page until the day's 500 entries are laid out (categories, venue and view chunk included). Warm: the
// `date` attribute moved to another day of the week (as a host router does) until that day's 500 are laid
// out. Then five more first renders, each in a fresh browser, with the main thread's CPU time for each; the
// first-render target is judged on the median of the six (on a shared machine one sample swings with other
// processes' load; the CPU time hardly does). Measured, not asserted in unit tests: exit code 1 only when
// over a target.
import { cpus, loadavg } from 'node:os';
import { rollup } from 'rollup';
import { chromium } from 'playwright-core';
import { plugins, onwarn } from '../rollup.config.mjs';

const WARM_TARGET_MS = 20;
const FIRST_TARGET_MS = 60;
const OCCURRENCES = 500;
const RUNS = 15;
const COLD_SAMPLES = 5;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function buildBenchBundle() {
  const bundle = await rollup({
    input: 'test/browser/fixtures/activity-bench.tsx',
    plugins: plugins({ preact: true, minify: true }),
    onwarn,
  });
  const { output } = await bundle.generate({ format: 'es', inlineDynamicImports: true });
  await bundle.close();
  return output[0].code;
}

// Resolves once the day's last entry is in the element's shadow root, with layout done (reading layout
// forces style and layout), at the time that happened.
function benchShown(element, date, count) {
  return new Promise((resolve) => {
    const last = `Bench ${date} ${count}`;
    const check = () => {
      const root = element.shadowRoot;
      if (!root || !root.textContent.includes(last)) return false;
      const strip = root.querySelector('button[aria-pressed="true"]');
      if (strip?.getAttribute('data-date') !== date) return false;
      root.lastElementChild?.getBoundingClientRect();
      resolve(performance.now());
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(element.shadowRoot ?? element, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

async function benchPage(browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.setContent('<!doctype html><html><head></head><body></body></html>');
  await page.addScriptTag({ content: `window.benchShown = ${benchShown.toString()};` });
  await page.addScriptTag({ content: code, type: 'module' });
  await page.waitForFunction(() => window.benchReady === true && customElements.get('activity-booking') !== undefined);
  return page;
}

/** The main thread's CPU time so far (Chromium's ThreadTime metric, in thread ticks), in ms. */
async function mainThreadCpuMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ThreadTime').value * 1000;
}

/** One first render in a browser of its own (a second page would find the first one's compiled code). */
async function coldFirstRender() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await benchPage(browser);
    // The main thread's CPU time from Chromium's own counter, not a trace: a tracer running in the
    // measured browser slowed the first render it measured.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const cpuBefore = await mainThreadCpuMs(cdp);
    const ms = await page.evaluate(
      async ({ count }) => {
        const element = document.createElement('activity-booking');
        element.setAttribute('venue', 'riverside');
        element.setAttribute('activity', 'yoga');
        element.setAttribute('date', '2026-11-30');
        const start = performance.now();
        document.body.append(element);
        const end = await window.benchShown(element, '2026-11-30', count);
        return end - start;
      },
      { count: OCCURRENCES },
    );
    return { ms, cpu: (await mainThreadCpuMs(cdp)) - cpuBefore };
  } finally {
    await browser.close();
  }
}

const code = await buildBenchBundle();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  const page = await benchPage(browser);
  const timings = await page.evaluate(
    async ({ runs, count }) => {
      const week = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];
      const shown = (element, date) => window.benchShown(element, date, count);
      const results = [];
      document.body.innerHTML = '';
      const element = document.createElement('activity-booking');
      element.setAttribute('venue', 'riverside');
      element.setAttribute('activity', 'yoga');
      element.setAttribute('date', week[0]);
      let start = performance.now();
      document.body.append(element);
      let end = await shown(element, week[0]);
      results.push({
        ms: end - start,
        afterAsk: end - window.benchAskedAt,
        rows: element.shadowRoot.querySelectorAll('li').length,
      });
      for (let run = 1; run <= runs; run++) {
        const date = week[run % 7];
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        start = performance.now();
        element.setAttribute('date', date);
        end = await shown(element, date);
        results.push({
          ms: end - start,
          afterAsk: end - window.benchAskedAt,
          rows: element.shadowRoot.querySelectorAll('li').length,
        });
      }
      return results;
    },
    { runs: RUNS, count: 500 },
  );
  const rows = timings[0].rows;
  if (rows < OCCURRENCES) throw new Error(`expected at least ${OCCURRENCES} rows, rendered ${rows}`);
  const warm = timings
    .slice(1)
    .map((t) => t.ms)
    .sort((a, b) => a - b);
  const median = warm[Math.floor(warm.length / 2)];
  const first = timings[0].ms;
  console.log(
    `<activity-booking> week view, ${OCCURRENCES} occurrences on the day shown, in Chromium (preact/compat, fixture API)`,
  );
  console.log(
    `  first render in this browser (element added -> 500 laid out): ${first.toFixed(1)} ms, of which ${timings[0].afterAsk.toFixed(1)} ms from the day's request on`,
  );
  console.log(
    `  median of ${warm.length} warm renders (date attribute -> that day's 500 laid out): ${median.toFixed(1)} ms   target ${WARM_TARGET_MS} ms   ${median <= WARM_TARGET_MS ? 'ok' : 'OVER'}`,
  );
  console.log(`  fastest ${warm[0].toFixed(1)} ms, slowest ${warm[warm.length - 1].toFixed(1)} ms`);
  const afterAsk = timings
    .slice(1)
    .map((t) => t.afterAsk)
    .sort((a, b) => a - b);
  console.log(
    `  of which from the view's timetable request to the day laid out (parse, camelCase, render, layout): median ${afterAsk[Math.floor(afterAsk.length / 2)].toFixed(1)} ms`,
  );
  // One cold start is one sample of a noisy figure (another process taking the core for 20 ms moves it by
  // a third), so the target is judged on the median of six, each in a fresh browser, with the main thread's
  // CPU time beside the clock's.
  const cold = [];
  for (let i = 0; i < COLD_SAMPLES; i++) cold.push(await coldFirstRender());
  const mid = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const half = sorted.length / 2;
    return sorted.length % 2 ? sorted[Math.floor(half)] : (sorted[half - 1] + sorted[half]) / 2;
  };
  const firsts = [first, ...cold.map((c) => c.ms)];
  const firstMedian = mid(firsts);
  console.log(
    `  first render in ${COLD_SAMPLES} more fresh browsers: ${cold.map((c) => c.ms.toFixed(0)).join(', ')} ms; main-thread CPU median ${mid(cold.map((c) => c.cpu)).toFixed(1)} ms (${cold.map((c) => c.cpu.toFixed(0)).join(', ')})`,
  );
  console.log(
    `  median of the ${firsts.length} first renders: ${firstMedian.toFixed(1)} ms   target ${FIRST_TARGET_MS} ms   ${firstMedian <= FIRST_TARGET_MS ? 'ok' : 'OVER'}`,
  );
  const [load] = loadavg();
  if (load > cpus().length)
    console.log(
      `  note: load average ${load.toFixed(1)} on ${cpus().length} cores; other processes inflate these figures, run again on a quiet machine`,
    );
  if (median > WARM_TARGET_MS || firstMedian > FIRST_TARGET_MS) process.exitCode = 1;
} finally {
  await browser.close();
}
