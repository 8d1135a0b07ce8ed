import { createFakeServer, envelope, type FakeServer } from '../testing/fake-server.ts';
import { parseBody } from './client.ts';
import {
  ApiError,
  configureApi,
  createApiClient,
  getApi,
  memoryCookieJar,
  parentCookieDomain,
  tokenCookieName,
  type ApiConfig,
  type ToastRequest,
} from './index.ts';

function setup(overrides: Partial<ApiConfig> = {}) {
  const server = createFakeServer();
  const cookies = memoryCookieJar();
  const toasts: ToastRequest[] = [];
  const reload = vi.fn();
  const api = createApiClient({
    apiBase: 'http://api.test',
    clientDomain: 'riverside-leisure',
    fetch: server.fetch,
    cookies,
    hostname: 'bookings.riverside.example.com',
    notify: (t) => toasts.push(t),
    isLoggedIn: () => false,
    reload,
    retryDelay: 0,
    ...overrides,
  });
  return { api, server, cookies, toasts, reload };
}

const only = (server: FakeServer) => {
  expect(server.calls).toHaveLength(1);
  return server.calls[0]!;
};

describe('API client conventions', () => {
  it('API-001 API-002 API-003 sends X-Client-Domain and JSON headers to the configured base', async () => {
    const { api, server } = setup();
    server.on('POST', '/api/things', envelope({}));
    await api.post('/api/things', { body: { a: 1 } });
    const call = only(server);
    expect(call.headers['x-client-domain']).toBe('riverside-leisure');
    expect(call.headers['accept']).toBe('application/json');
    expect(call.headers['content-type']).toBe('application/json');
    await api.query('/api/other');
    expect(server.calls[1]!.headers['x-client-domain']).toBe('riverside-leisure');
  });

  it('API-004 snake_cases params and bodies deeply', async () => {
    const { api, server } = setup();
    server.on('POST', '/api/activities/cart/remove', envelope({}));
    await api.post('/api/activities/cart/remove', {
      params: { membershipUserId: 7, selectedUserId: 3, skipped: undefined },
      body: {
        cartItemIds: [1, 2],
        billingAddress1: 'x',
        nested: { purchasedForUserId: 4, list: [{ pricingOptionId: 9 }] },
      },
    });
    const call = only(server);
    expect(call.query.get('membership_user_id')).toBe('7');
    expect(call.query.get('selected_user_id')).toBe('3');
    expect(call.query.has('skipped')).toBe(false);
    expect(call.body).toEqual({
      cart_item_ids: [1, 2],
      billing_address1: 'x',
      nested: { purchased_for_user_id: 4, list: [{ pricing_option_id: 9 }] },
    });
  });

  it('API-005 API-006 API-014 API-015 camelCases responses and reads data, meta and checksum', async () => {
    const { api, server } = setup();
    server.on(
      'GET',
      '/api/list',
      envelope([{ sort_key: 1, cartable_resource: { venue_name: 'R' } }], {
        checksum: 'abc123',
        meta: {
          pagination: { current_page: 1, total_pages: 2, records_per_page: 20 },
          sorting: { sort_by: 'starts_at', direction: 'ascending' },
        },
      }),
    );
    const result = await api.query<{ sortKey: number; cartableResource: { venueName: string } }[]>('/api/list');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toEqual([{ sortKey: 1, cartableResource: { venueName: 'R' } }]);
    expect(result.checksum).toBe('abc123');
    expect(result.meta?.pagination).toEqual({ currentPage: 1, totalPages: 2, recordsPerPage: 20 });
    expect(result.meta?.sorting).toEqual({ sortBy: 'starts_at', direction: 'ascending' });
  });

  it('API-007 errors read message and errors into a typed ApiError, keeping the field paths', async () => {
    const { api, server } = setup();
    server.on('POST', '/api/cart', {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { 'data.items.0.custom_question_answers.5': ['Required'] },
        paid_booking_disabled: false,
      },
    });
    const error = await api.post('/api/cart', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e.status).toBe(422);
    expect(e.message).toBe('The given data was invalid.');
    expect(e.errors).toEqual({ 'data.items.0.custom_question_answers.5': ['Required'] });
    expect(e.body?.paidBookingDisabled).toBe(false);
  });

  it('MSG-021 MSG-022 MSG-023 maps status to the catalogue text when the server sends no message', async () => {
    const { api, server } = setup();
    server
      .on('POST', '/a', { status: 404 })
      .on('POST', '/b', { status: 403 })
      .on('POST', '/c', { status: 500 })
      .on('POST', '/d', { status: 418, body: {} });
    const messageOf = (path: string) => api.post(path).catch((e: ApiError) => e.message);
    expect(await messageOf('/a')).toBe('Unable to complete request, item not found.');
    expect(await messageOf('/b')).toBe('Unauthorised.');
    expect(await messageOf('/c')).toBe('Something has gone wrong, please try again.');
    expect(await messageOf('/d')).toBe('Something has gone wrong, please try again.');
  });

  it('API-008 MSG-033 shows the server message in a danger toast titled Error by default', async () => {
    const { api, server, toasts } = setup();
    server.on('POST', '/x', { status: 400, body: { message: 'Discount expired' } });
    await api.post('/x', { errorMessage: 'Could not apply' }).catch(() => undefined);
    expect(toasts).toEqual([{ type: 'danger', title: 'Error', message: 'Discount expired' }]);
  });

  it('API-012 toasts only when the caller supplies an error message or title', async () => {
    const { api, server, toasts } = setup();
    server.on('GET', '/q', { status: 500 });
    await api.query('/q').catch(() => undefined);
    expect(toasts).toHaveLength(0);
    await api.query('/q', { errorTitle: 'Venues' }).catch(() => undefined);
    expect(toasts).toEqual([
      { type: 'danger', title: 'Venues', message: 'Something has gone wrong, please try again.' },
    ]);
    await api.query('/q', { errorMessage: 'Could not load venues' }).catch(() => undefined);
    expect(toasts[1]).toEqual({ type: 'danger', title: 'Error', message: 'Could not load venues' });
  });

  it('MSG-034 a 422 shows the Validation errors toast listing the messages', async () => {
    const { api, server, toasts } = setup();
    server.on('POST', '/v', {
      status: 422,
      body: {
        message: 'Invalid',
        errors: { email: ['The email is taken.'], password: ['Too short.', 'Needs a digit.'] },
      },
    });
    await api.post('/v', { errorTitle: 'Sign up' }).catch(() => undefined);
    expect(toasts).toEqual([
      {
        type: 'danger',
        title: 'Validation errors',
        message: 'The email is taken.\nToo short.\nNeeds a digit.',
        items: ['The email is taken.', 'Too short.', 'Needs a digit.'],
      },
    ]);
  });

  it('API-009 queries retry at most 3 times', async () => {
    const { api, server } = setup();
    server.on('GET', '/flaky', { status: 503 });
    await expect(api.query('/flaky')).rejects.toBeInstanceOf(ApiError);
    expect(server.calls).toHaveLength(4);
  });

  it('API-009 a query that recovers on a retry succeeds', async () => {
    const { api, server } = setup();
    let n = 0;
    server.on('GET', '/flaky', () => (++n < 3 ? { status: 500 } : envelope({ fine: true })));
    const result = await api.query('/flaky');
    expect(result.ok && result.data).toEqual({ fine: true });
    expect(server.calls).toHaveLength(3);
  });

  it('API-010 API-011 queries never retry on 404 or 422, and 404/409/422 resolve instead of throwing', async () => {
    for (const status of [404, 409, 422]) {
      const { api, server } = setup();
      server.on('GET', '/r', { status, body: { message: `status ${status}` } });
      const result = await api.query('/r');
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.status).toBe(status);
      expect(server.calls).toHaveLength(1);
    }
  });

  it('API-011 other query errors are thrown', async () => {
    const { api, server } = setup();
    server.on('GET', '/r', { status: 403 });
    await expect(api.query('/r')).rejects.toMatchObject({ status: 403, message: 'Unauthorised.' });
  });

  it('never retries a mutation without an Idempotency-Key, and retries one that has it', async () => {
    const { api, server } = setup();
    server.on('POST', '/api/checkout/complete', { status: 503 });
    await api.post('/api/checkout/complete').catch(() => undefined);
    expect(server.calls).toHaveLength(1);
    await api.post('/api/checkout/complete', { idempotencyKey: 'key-1' }).catch(() => undefined);
    expect(server.calls).toHaveLength(5);
    expect(server.calls[4]!.headers['idempotency-key']).toBe('key-1');
  });

  it('a network failure becomes ApiError status 0 with the generic status text', async () => {
    const api = createApiClient({
      apiBase: 'http://api.test',
      clientDomain: 'd',
      cookies: memoryCookieJar(),
      notify: () => undefined,
      fetch: (() => Promise.reject(new TypeError('offline'))) as typeof fetch,
      retryDelay: 0,
    });
    const error = (await api.post('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toBe('Something has gone wrong, please try again.');
  });
});

describe('API client auth token', () => {
  it('AUTH-016 AUTH-017 stores the token in <client domain>-auth-token scoped to the parent domain', () => {
    const { api, cookies } = setup();
    api.setToken('tok-1');
    expect(tokenCookieName('riverside-leisure')).toBe('riverside-leisure-auth-token');
    expect(cookies.get('riverside-leisure-auth-token')).toBe('tok-1');
    expect(cookies.attributes.get('riverside-leisure-auth-token')).toMatchObject({
      domain: 'riverside.example.com',
      path: '/',
      sameSite: 'Lax',
    });
    expect(api.getToken()).toBe('tok-1');
    expect(localStorage.length).toBe(0);
  });

  it('AUTH-017 does not set a Domain on localhost or IP addresses', () => {
    expect(parentCookieDomain('localhost')).toBeUndefined();
    expect(parentCookieDomain('account.localhost')).toBeUndefined();
    expect(parentCookieDomain('127.0.0.1')).toBeUndefined();
    expect(parentCookieDomain('[::1]')).toBeUndefined();
    expect(parentCookieDomain('example.com')).toBe('example.com');
    expect(parentCookieDomain('bookings.example.com')).toBe('example.com');
    expect(parentCookieDomain('riverside.co.uk')).toBe('riverside.co.uk');
    expect(parentCookieDomain('bookings.riverside.co.uk')).toBe('riverside.co.uk');
  });

  it('AUTH-018 sends the Bearer header when the bearer setting is on, or in development', async () => {
    for (const settings of [{ bearer: true }, { development: true }]) {
      const { api, server } = setup(settings);
      api.setToken('tok-2');
      await api.query('/api/auth/user');
      expect(only(server).headers['authorization']).toBe('Bearer tok-2');
    }
  });

  it('AUTH-019 sends no Authorization header in production with the bearer setting off', async () => {
    const { api, server } = setup({ bearer: false, development: false });
    api.setToken('tok-3');
    await api.query('/api/auth/user');
    expect(only(server).headers['authorization']).toBeUndefined();
  });

  it("reads the cookie only when the token goes out as a header (each read of the page's cookies is a round trip to the browser)", async () => {
    const { api, cookies } = setup({ bearer: false, development: false });
    const read = vi.spyOn(cookies, 'get');
    await api.query('/api/auth/user');
    expect(read).not.toHaveBeenCalled();
  });

  it('AUTH-020 a 401 removes the auth cookie and reloads the page when the user was logged in', async () => {
    const { api, server, cookies, reload } = setup({ isLoggedIn: () => true });
    api.setToken('stale');
    server.on('GET', '/api/auth/user', { status: 401, body: { message: 'Unauthenticated.' } });
    await api.query('/api/auth/user').catch(() => undefined);
    expect(cookies.get('riverside-leisure-auth-token')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('AUTH-020 a 401 for a guest does not reload', async () => {
    const { api, server, reload } = setup({ isLoggedIn: () => false });
    server.on('GET', '/api/auth/user', { status: 401 });
    await api.query('/api/auth/user').catch(() => undefined);
    expect(reload).not.toHaveBeenCalled();
  });

  it('writes the cookie through document.cookie by default', () => {
    const api = createApiClient({
      apiBase: '',
      clientDomain: 'doc-test',
      hostname: 'localhost',
      notify: () => undefined,
    });
    api.setToken('from-doc');
    expect(document.cookie).toContain('doc-test-auth-token=from-doc');
    api.clearToken();
    expect(document.cookie).not.toContain('doc-test-auth-token=from-doc');
  });
});

describe('page-wide API client', () => {
  it('configureApi puts one client on globalThis for every bundle; getApi returns it', () => {
    const api = configureApi({ apiBase: 'http://api.test', clientDomain: 'riverside-leisure', bearer: true });
    expect(getApi()).toBe(api);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('venue.api-client.v1')]).toBe(api);
    expect(api.config).toEqual({
      apiBase: 'http://api.test',
      clientDomain: 'riverside-leisure',
      bearer: true,
      development: false,
    });
  });
});

describe('parseBody', () => {
  it('parses JSON once and keeps anything else as its text', () => {
    expect(parseBody('{"data":[1,2],"checksum":"c"}')).toEqual({ data: [1, 2], checksum: 'c' });
    expect(parseBody('<html>Bad gateway</html>')).toBe('<html>Bad gateway</html>');
    expect(parseBody('')).toBe('');
  });
});
