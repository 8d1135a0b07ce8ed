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
  const dir = mkdtempSync(path.join(os.tmpdir(), 'venue-static-'));
  mkdirSync(path.join(dir, 'host/assets'), { recursive: true });
  mkdirSync(path.join(dir, 'embed'), { recursive: true });
  writeFileSync(path.join(dir, 'host/index.html'), '<!doctype html><title>host app</title>');
  writeFileSync(path.join(dir, 'host/assets/app.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'embed/venue-elements.js'), 'export const elements = true;');
  const app = await createApp(
    { db: t.db, config: { ...t.config, hostAppDist: path.join(dir, 'host'), embedDist: path.join(dir, 'embed') }, now: () => new Date() },
    { serveStatic: true },
  );
  url = await new Promise((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (i: AddressInfo) => resolve(`http://127.0.0.1:${i.port}`));
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

  it('API-007 unknown API paths still answer JSON 404, not the SPA', async () => {
    const r = await fetch(`${url}/api/nope`);
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({ message: 'Unable to complete request, item not found.' });
    const api = await fetch(`${url}/api/client`, { headers: { 'X-Client-Domain': 'riverside-leisure' } });
    expect((await api.json()).data.name).toBe('Riverside Leisure Trust');
  });
});
