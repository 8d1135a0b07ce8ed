import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from '../config.ts';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../app.ts';
import { testApp } from '../testing/test-app.ts';
import { ACTIVITY_VIEW, DAY_VIEWS } from './pageShell.ts';

let url = '';
let dir = '';
let server: ServerType;
// Big enough, and repetitive enough, that both encodings are smaller than the file.
const hashedJs = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;
const kioskJs = `export const kiosk = ${JSON.stringify('kiosk '.repeat(200))};\n`;
beforeAll(async () => {
  const t = await testApp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'venue-static-'));
  mkdirSync(path.join(dir, 'host/assets'), { recursive: true });
  mkdirSync(path.join(dir, 'embed/chunks'), { recursive: true });
  writeFileSync(
    path.join(dir, 'host/index.html'),
    `<!doctype html><head><title>host app</title></head>${'<p>filler</p>'.repeat(50)}<div id="root"></div>`,
  );
  writeFileSync(path.join(dir, 'host/assets/app.js'), 'console.log("app")');
  // The activity element's registration with its three day views, as Vite's manifest names them.
  mkdirSync(path.join(dir, 'host/.vite'), { recursive: true });
  const view = (name: string) => ({ file: `assets/${name}-X.js`, imports: ['_shared'] });
  writeFileSync(
    path.join(dir, 'host/.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-A.js', isEntry: true },
      _shared: { file: 'assets/shared-S.js' },
      '../packages/elements/src/activity-booking/define.ts': {
        file: 'assets/define-D.js',
        imports: ['_shared'],
        dynamicImports: [...Object.values(DAY_VIEWS), ACTIVITY_VIEW],
      },
      [DAY_VIEWS.classes!]: view('ClassesView'),
      [DAY_VIEWS.resources!]: view('ResourcesView'),
      [DAY_VIEWS.ticketed!]: view('TicketedView'),
      [ACTIVITY_VIEW]: view('ActivityBooking'),
    }),
  );
  writeFileSync(path.join(dir, 'host/assets/index-B3xk9_Qa.js'), hashedJs);
  writeFileSync(path.join(dir, 'embed/venue-elements.js'), 'export const elements = true;');
  writeFileSync(path.join(dir, 'embed/venue-kiosk.js'), kioskJs);
  writeFileSync(path.join(dir, 'embed/chunks/timetable-Dk3mZ8pQ.js'), hashedJs);
  // The embed build's names today: the hash alone, and a define chunk's, base36 (may hold no digit).
  writeFileSync(path.join(dir, 'embed/chunks/abdgcdjc.js'), hashedJs);
  writeFileSync(path.join(dir, 'embed/chunks/k3bdgcj.js'), hashedJs);
  writeFileSync(path.join(dir, 'embed/chunks/define-kqzpwxvb.js'), hashedJs);
  writeFileSync(path.join(dir, 'embed/app-settings.js'), hashedJs);
  // The build's last step, on these folders.
  const built = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'scripts/compress-assets.mjs'), path.join(dir, 'host'), path.join(dir, 'embed')],
    { encoding: 'utf8' },
  );
  expect(built.status, built.stderr).toBe(0);
  const app = await createApp(
    {
      db: t.db,
      config: { ...t.config, hostAppDist: path.join(dir, 'host'), embedDist: path.join(dir, 'embed') },
      now: () => new Date(),
    },
    { serveStatic: true },
  );
  url = await new Promise((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (i: AddressInfo) =>
      resolve(`http://127.0.0.1:${i.port}`),
    );
  });
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('one origin serves the API, the host app and the embed bundles', () => {
  it('/embed/venue-elements.js is served from dist/embed with a JavaScript type', async () => {
    const r = await fetch(`${url}/embed/venue-elements.js`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('javascript');
    expect(await r.text()).toContain('elements = true');
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('host app files are served, and unknown non-API GETs fall back to index.html (SPA)', async () => {
    expect(await (await fetch(`${url}/assets/app.js`)).text()).toContain('app');
    const deep = await fetch(`${url}/courses/location/riverside/swimming-lessons/swimming-lessons-stage-1/book`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('host app');
  });

  it("an activity page preloads its category's day view only, and the categories list none", async () => {
    const preloads = async (page: string) =>
      [
        ...(await (await fetch(`${url}${page}`)).text()).matchAll(
          /rel="modulepreload" crossorigin href="\/assets\/(\w+)-/g,
        ),
      ]
        .map((m) => m[1])
        .sort();
    expect(await preloads('/location/riverside/yoga/2026-11-23')).toEqual([
      'ActivityBooking',
      'ClassesView',
      'define',
      'shared',
    ]);
    expect(await preloads('/location/riverside/badminton-court-hire')).toEqual([
      'ActivityBooking',
      'ResourcesView',
      'define',
      'shared',
    ]);
    expect(await preloads('/location/riverside/lane-swimming')).toContain('TicketedView');
    expect(await preloads('/location/riverside')).toEqual(['ActivityBooking', 'define', 'shared']);
    expect(await preloads('/location/riverside/no-such-category')).toEqual(['ActivityBooking', 'define', 'shared']);
  });

  it('API-007 unknown API paths still answer JSON 404, not the SPA', async () => {
    const r = await fetch(`${url}/api/nope`);
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({ message: 'Unable to complete request, item not found.' });
    const api = await fetch(`${url}/api/client`, { headers: { 'X-Client-Domain': 'riverside-leisure' } });
    expect((await api.json()).data.name).toBe('Riverside Leisure Trust');
  });
});

describe('precompressed assets and cache headers (issue 12)', () => {
  const get = (p: string, encoding?: string, headers: Record<string, string> = {}) =>
    fetch(`${url}${p}`, {
      headers: { ...(encoding === undefined ? {} : { 'Accept-Encoding': encoding }), ...headers },
    });

  it('the build writes .br and .gz beside each text asset, decompressing to the same bytes', () => {
    const file = path.join(dir, 'embed/chunks/timetable-Dk3mZ8pQ.js');
    const src = readFileSync(file);
    expect(zlib.brotliDecompressSync(readFileSync(`${file}.br`)).equals(src)).toBe(true);
    expect(zlib.gunzipSync(readFileSync(`${file}.gz`)).equals(src)).toBe(true);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length);
  });

  it('br, gzip and identity are chosen by Accept-Encoding, with Vary, the type and byte-identical content', async () => {
    for (const p of ['/assets/index-B3xk9_Qa.js', '/embed/chunks/timetable-Dk3mZ8pQ.js', '/embed/venue-kiosk.js']) {
      const expected = p.includes('kiosk') ? kioskJs : hashedJs;
      const cases = [
        { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: zlib.brotliDecompressSync },
        { accept: 'gzip, deflate', encoding: 'gzip', decode: zlib.gunzipSync },
        { accept: 'br;q=0, gzip;q=0.8', encoding: 'gzip', decode: zlib.gunzipSync },
        { accept: 'identity', encoding: null, decode: (b: Buffer) => b },
        { accept: '', encoding: null, decode: (b: Buffer) => b },
      ];
      for (const { accept, encoding, decode } of cases) {
        // fetch would decode br/gzip itself; node:http hands over the bytes the server sent.
        const r = await rawGet(p, accept);
        expect(r.status, `${p} ${accept}`).toBe(200);
        expect(r.headers['content-encoding'] ?? null, `${p} ${accept}`).toBe(encoding);
        expect(r.headers['vary']).toMatch(/Accept-Encoding/);
        expect(r.headers['content-type']).toMatch(/^text\/javascript/);
        expect(Number(r.headers['content-length'])).toBe(r.body.length);
        expect(decode(r.body).toString('utf8'), `${p} ${accept}`).toBe(expected);
      }
    }
  });

  it('hashed files are immutable for a year; HTML, the SPA fallback and the fixed embed entry points revalidate', async () => {
    for (const p of [
      '/assets/index-B3xk9_Qa.js',
      '/embed/chunks/timetable-Dk3mZ8pQ.js',
      '/embed/chunks/abdgcdjc.js',
      '/embed/chunks/k3bdgcj.js',
      '/embed/chunks/define-kqzpwxvb.js',
    ]) {
      expect((await get(p)).headers.get('cache-control'), p).toBe('public, max-age=31536000, immutable');
    }
    for (const p of [
      '/',
      '/index.html',
      '/courses/some/deep/link',
      '/embed/venue-elements.js',
      '/embed/venue-kiosk.js',
      '/embed/app-settings.js',
      '/assets/app.js',
    ]) {
      const r = await get(p);
      expect(r.status, p).toBe(200);
      expect(r.headers.get('cache-control'), p).toBe('no-cache');
      expect(r.headers.get('etag'), p).toBeTruthy();
      expect(r.headers.get('last-modified'), p).toBeTruthy();
    }
  });

  it('HTML keeps the security headers, compressed or not, and the SPA fallback is compressed too', async () => {
    for (const accept of ['br', 'identity']) {
      const r = await rawGet('/courses/some/deep/link', accept);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.headers['content-security-policy']).toContain("default-src 'self'");
      expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['content-encoding'] ?? null).toBe(accept === 'br' ? 'br' : null);
    }
  });

  it('a revalidation with the ETag (per encoding) answers 304 with no body', async () => {
    const first = await rawGet('/embed/venue-kiosk.js', 'br');
    const etag = first.headers['etag'] as string;
    const again = await rawGet('/embed/venue-kiosk.js', 'br', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const gzip = await rawGet('/embed/venue-kiosk.js', 'gzip', { 'If-None-Match': etag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('a .br older than its source (rebuilt without the compress step) is not served', async () => {
    const file = path.join(dir, 'host/assets/stale-Zq81xPr0.js');
    writeFileSync(file, hashedJs);
    writeFileSync(`${file}.br`, zlib.brotliCompressSync(Buffer.from('old content')));
    const past = new Date(Date.now() - 60_000);
    utimesSync(`${file}.br`, past, past);
    const r = await rawGet('/assets/stale-Zq81xPr0.js', 'br');
    expect(r.headers['content-encoding'] ?? null).toBe(null);
    expect(r.body.toString('utf8')).toBe(hashedJs);
  });

  it("the SPA page carries the route's shell (heading, lead) for the booking host, never for the account host", async () => {
    const home = await (await get('/')).text();
    expect(home).toContain('<h1 tabindex="-1">Book at a venue</h1>');
    const basket = await rawGet('/basket', 'br');
    expect(basket.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(basket.body).toString('utf8');
    expect(html).toContain('host app');
    expect(html).toContain('<h1 tabindex="-1">Shopping basket</h1><p class="loading" role="status">Loading…</p>');
    expect(await (await get('/login')).text()).toContain('<div id="root"></div>');
    const account = await rawGet('/', 'identity', { Host: 'account.localhost' });
    expect(account.body.toString('utf8')).toContain('<div id="root"></div>');
  });

  it('a shell page revalidates by ETag (per encoding) to a 304', async () => {
    const first = await rawGet('/courses/location/riverside', 'gzip');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await rawGet('/courses/location/riverside', 'gzip', {
      'If-None-Match': first.headers['etag'] as string,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const br = await rawGet('/courses/location/riverside', 'br', { 'If-None-Match': first.headers['etag'] as string });
    expect(br.status).toBe(200);
  });

  it('paths outside the dist folders are never served', async () => {
    const r = await rawGet('/embed/..%2f..%2fetc%2fpasswd', 'identity');
    expect(r.body.toString('utf8')).not.toContain('root:');
  });
});

function rawGet(p: string, acceptEncoding: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.get(`${url}${p}`, { headers: { 'Accept-Encoding': acceptEncoding, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
