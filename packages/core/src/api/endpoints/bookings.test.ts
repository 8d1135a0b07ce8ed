import { createFakeServer, envelope } from '../../testing/fake-server.ts';
import { createApiClient } from '../client.ts';
import { memoryCookieJar } from '../cookies.ts';
import * as endpoints from './index.ts';

function setup() {
  const server = createFakeServer();
  server.on('GET', /.*/, envelope([])).on('POST', /.*/, envelope(null)).on('DELETE', /.*/, envelope(null));
  const api = createApiClient({
    apiBase: 'http://api.test',
    clientDomain: 'riverside-leisure',
    fetch: server.fetch,
    cookies: memoryCookieJar(),
    notify: () => undefined,
    retryDelay: 0,
  });
  const last = () => server.calls.at(-1)!;
  return { api, last, query: () => Object.fromEntries(last().query) };
}

describe('account area calls (bookings, payments, calendar feed)', () => {
  it('the bookings list sends the contracts §5 filters snake_cased, the status list comma-separated', async () => {
    const { api, last, query } = setup();
    await endpoints.listBookings(
      {
        status: ['settled', 'cancelled'],
        startsAfter: '2026-11-24T12:00:00.000Z',
        page: 2,
        perPage: 20,
        sortBy: 'starts_at',
        direction: 'descending',
      },
      api,
    );
    expect(last().path).toBe('/api/v1/activities/bookings');
    expect(query()).toEqual({
      status: 'settled,cancelled',
      starts_after: '2026-11-24T12:00:00.000Z',
      page: '2',
      per_page: '20',
      sort_by: 'starts_at',
      direction: 'descending',
    });
  });

  it('orders are listed by page, and the waitlist and calendar feed calls use their paths', async () => {
    const { api, last, query } = setup();
    await endpoints.listOrders({ page: 3, perPage: 20 }, api);
    expect([last().path, query()]).toEqual(['/api/v1/orders', { page: '3', per_page: '20' }]);
    await endpoints.listMyWaitlist(api);
    expect([last().method, last().path]).toEqual(['GET', '/api/waitlist']);
    await endpoints.getCalendarFeed(api);
    expect([last().method, last().path]).toEqual(['GET', '/api/calendar-feed']);
    await endpoints.createCalendarFeed(api);
    expect([last().method, last().path]).toEqual(['POST', '/api/calendar-feed']);
    await endpoints.revokeCalendarFeed(api);
    expect([last().method, last().path]).toEqual(['DELETE', '/api/calendar-feed']);
  });
});
