import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
const out = [];
for (let i = 0; i < Number(process.argv[3] ?? 4); i++) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
  const p = await ctx.newPage();
  const cdp = await ctx.newCDPSession(p);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6 * 1024 * 1024 / 8, uploadThroughput: 750 * 1024 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await p.addInitScript(() => { window.__lcp = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true }); });
  await p.goto(process.argv[2], { waitUntil: 'networkidle' });
  await p.waitForTimeout(300);
  out.push((await p.evaluate(() => [Math.round(window.__lcp), Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime)])).join('/'));
  await ctx.close();
}
console.log(out.join('  '));
await b.close();
