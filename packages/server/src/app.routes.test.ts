import { readdirSync } from 'node:fs';
import { Hono } from 'hono';
import { ROUTES } from './app.ts';
import type { AppEnv } from './http/app-env.ts';
import { operationsOf } from './http/route.ts';
import { testApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

const routeFiles = readdirSync(new URL('./routes/', import.meta.url)).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'),
);

describe('the explicit route list', () => {
  it.each(routeFiles)('routes/%s is mounted by createApp (listed in ROUTES)', async (file) => {
    const mod = (await import(`./routes/${file}`)) as { default?: unknown };
    expect(typeof mod.default).toBe('function');
    expect(ROUTES).toContain(mod.default);
  });

  it('API-006 /api/openapi.json lists every operation of every mounted sub-app', async () => {
    const declared = ROUTES.flatMap((register) => {
      const probe = new Hono<AppEnv>();
      register(probe);
      return operationsOf(probe).map((op) => `${op.method} ${op.path.replace(/:(\w+)/g, '{$1}')}`);
    });
    expect(declared.length).toBeGreaterThan(ROUTES.length);
    const r = await t.json('/api/openapi.json');
    expect(r.status).toBe(200);
    const listed = Object.entries(r.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    expect(listed).toEqual(expect.arrayContaining(declared));
  });

  it('middleware set before the sub-apps still runs for their routes, and unknown paths get the JSON 404', async () => {
    const venues = await t.json('/api/venues');
    expect(venues.status).toBe(200);
    const missing = await t.json('/api/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Unable to complete request, item not found.' });
  });
});
