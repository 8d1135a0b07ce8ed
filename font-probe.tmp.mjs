import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
for (const path of ['/courses/location/riverside', '/', '/location/riverside/yoga', '/basket']) {
  const p = await b.newPage();
  const fonts = [];
  p.on('request', (r) => { if (r.url().includes('/fonts/')) fonts.push(r.url().replace(/.*\//, '')); });
  await p.goto('http://localhost:4301' + path, { waitUntil: 'networkidle' });
  await p.waitForTimeout(300);
  console.log(path, fonts.join(' '));
  await p.close();
}
// a page with a character outside the core: the Latin file follows
const p = await b.newPage();
const fonts = [];
p.on('request', (r) => { if (r.url().includes('/fonts/')) fonts.push(r.url().replace(/.*\//, '')); });
await p.goto('http://localhost:4301/', { waitUntil: 'networkidle' });
await p.evaluate(() => { const d = document.createElement('p'); d.textContent = 'Zoë Œuvre'; document.body.append(d); });
await p.waitForTimeout(500);
console.log('with ë/Œ', fonts.join(' '), await p.evaluate(() => [...document.fonts].filter(f=>f.status==='loaded').map(f=>f.family+f.weight).join(',')));
await b.close();
