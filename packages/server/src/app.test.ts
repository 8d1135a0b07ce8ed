import { z } from 'zod';
import { actingUser } from './auth/session.ts';
import { ok, pagination } from './http/envelope.ts';
import { route } from './http/route.ts';
import { testApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // Probe routes for the cross-cutting behaviour (added to this file's app only).
  t.app.get('/api/__test/boom', () => {
    throw new Error('kaboom');
  });
  t.app.get('/api/__test/acting', async (c) => ok(c, { id: (await actingUser(c)).id }));
  route(
    t.app,
    {
      method: 'post',
      path: '/api/__test/items',
      summary: 'probe',
      body: z.object({
        data: z.object({
          items: z.array(z.object({ quantity: z.number().int().min(1, 'The quantity must be at least 1.') })),
        }),
      }),
    },
    (c, { body }) => ok(c, body),
  );
});

describe('cross-cutting HTTP behaviour', () => {
  it('API-007 an unexpected error answers 500 with the catalogue message and no internals', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const r = await t.json('/api/__test/boom');
    errors.mockRestore();
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ message: 'Something has gone wrong, please try again.' });
  });

  it('API-007 a 422 keys errors by the field path as sent and names the first field in message', async () => {
    const r = await t.json('/api/__test/items', { body: { data: { items: [{ quantity: 1 }, { quantity: 0 }] } } });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ 'data.items.1.quantity': ['The quantity must be at least 1.'] });
    expect(r.body.message).toBe('data.items.1.quantity: The quantity must be at least 1.');
  });

  it('API-003 a body that is not JSON answers 400 with a message', async () => {
    const r = await t.json('/api/__test/items', { body: '{not json', headers: { 'Content-Type': 'application/json' } });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/JSON/);
  });

  it('AUTH-015 selected_user_id is honoured for staff only; a customer naming someone else gets 403', async () => {
    const alex = await t.login('demo@example.com');
    const staff = await t.login('staff@example.com');
    const alexId = await t.userId('demo@example.com');
    const jamieId = await t.userId('new@example.com');
    expect((await t.json(`/api/__test/acting?selected_user_id=${jamieId}`, { token: staff })).body.data.id).toBe(
      jamieId,
    );
    expect((await t.json('/api/__test/acting', { token: staff })).body.data.id).toBe(
      await t.userId('staff@example.com'),
    );
    expect((await t.json(`/api/__test/acting?selected_user_id=${alexId}`, { token: alex })).body.data.id).toBe(alexId);
    const denied = await t.json(`/api/__test/acting?selected_user_id=${jamieId}`, { token: alex });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: 'Unauthorised.' });
    expect((await t.json('/api/__test/acting?selected_user_id=999999', { token: staff })).status).toBe(404);
    expect((await t.json('/api/__test/acting')).status).toBe(401);
  });

  it('API-014 pagination meta carries every field', () => {
    expect(pagination(2, 20, 45, 20)).toEqual({
      previous_page: 1,
      current_page: 2,
      next_page: 3,
      records_per_page: 20,
      records_on_current_page: 20,
      first_record_on_page: 21,
      last_record_on_page: 40,
      total_records: 45,
      total_pages: 3,
    });
    expect(pagination(1, 20, 0, 0)).toMatchObject({
      previous_page: null,
      next_page: null,
      first_record_on_page: null,
      last_record_on_page: null,
      total_pages: 1,
    });
  });

  it('API-002 CORS: any origin without credentials; configured origins with credentials; Idempotency-Key allowed', async () => {
    const anyOrigin = await t.request('/api/client', { headers: { Origin: 'https://operator.example' } });
    expect(anyOrigin.headers.get('access-control-allow-origin')).toBe('*');
    expect(anyOrigin.headers.get('access-control-allow-credentials')).toBeNull();
    const allowed = await t.request('/api/client', { headers: { Origin: 'http://allowed.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://allowed.example');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await fetch(`${t.url}/api/checkout/authorise`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://operator.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, idempotency-key, x-client-domain, authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(anyOrigin.headers.get('access-control-expose-headers')).toContain('Idempotency-Key');
  });

  it('API-006 the OpenAPI document is generated from the contract schemas of the declared routes', async () => {
    const r = await t.json('/api/openapi.json');
    expect(r.status).toBe(200);
    expect(r.body.openapi).toBe('3.1.0');
    const login = r.body.paths['/api/auth/customer/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['username', 'password']),
    );
    expect(login.responses['200'].content['application/json'].schema.required).toEqual(['data', 'checksum']);
    const venues = r.body.paths['/api/venues'].get;
    expect(venues.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['search', 'lat', 'lng', 'radius', 'page', 'per_page']),
    );
    expect(
      venues.responses['200'].content['application/json'].schema.properties.meta.properties.pagination.required,
    ).toContain('total_pages');
    expect(
      r.body.paths['/api/venues/{slug}'].get.parameters.some(
        (p: { in: string; name: string }) => p.in === 'path' && p.name === 'slug',
      ),
    ).toBe(true);
  });
});
