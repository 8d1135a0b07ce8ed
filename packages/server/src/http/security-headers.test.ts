// Issue 7 point 12: every HTML page carries a strict CSP, frame-ancestors, nosniff and a referrer policy;
// the sandbox card provider's pages keep their own policy, which lets the operator's site frame them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../app.ts';
import { testApp } from '../testing/test-app.ts';

let url = '';
let server: ServerType;
beforeAll(async () => {
  const t = await testApp();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'venue-headers-'));
  mkdirSync(path.join(dir, 'host/assets'), { recursive: true });
  mkdirSync(path.join(dir, 'embed'), { recursive: true });
  writeFileSync(
    path.join(dir, 'host/index.html'),
    '<!doctype html><title>host app</title><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(path.join(dir, 'host/assets/app.js'), 'console.log("app")');
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

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('ISSUE-7.12 security headers on every HTML page', () => {
  it.each(['/', '/login', '/basket/checkout'])(
    '%s: strict CSP (no eval, no inline script), not frameable by other sites, nosniff, referrer policy',
    async (page) => {
      const r = await fetch(`${url}${page}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('text/html');
      const csp = r.headers.get('content-security-policy');
      expect(csp).not.toContain('unsafe-eval');
      const d = directives(csp);
      expect(d.get('default-src')).toEqual(["'self'"]);
      expect(d.get('script-src')).toContain("'self'");
      expect(d.get('script-src')).not.toContain("'unsafe-inline'");
      expect(d.get('style-src')).toEqual(["'self'"]);
      expect(d.get('object-src')).toEqual(["'none'"]);
      expect(d.get('base-uri')).toEqual(["'none'"]);
      expect(d.get('frame-ancestors')).toEqual(["'self'"]);
      expect(d.get('frame-src')).toContain("'self'");
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('scripts and API answers are nosniff too', async () => {
    expect((await fetch(`${url}/assets/app.js`)).headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${url}/api/client`)).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('the sandbox card fields page keeps its own policy: the operator page that embeds it may frame it', async () => {
    const parent = 'http://127.0.0.1:9999';
    const r = await fetch(
      `${url}/sandbox/opayo/card-fields?parent_origin=${encodeURIComponent(parent)}&merchant_session_key=expired`,
    );
    expect(r.headers.get('content-type')).toContain('text/html');
    const d = directives(r.headers.get('content-security-policy'));
    expect(d.get('frame-ancestors')).toEqual([parent]);
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(r.headers.get('content-security-policy')).not.toContain('unsafe-eval');
    expect(r.headers.get('x-frame-options')).toBeNull();
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
