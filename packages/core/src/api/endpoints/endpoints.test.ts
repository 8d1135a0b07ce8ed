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
  const query = () => Object.fromEntries(last().query);
  return { api, server, last, query };
}

describe('account calls', () => {
  it('API-021 forgotten password sends email_or_reference', async () => {
    const { api, last } = setup();
    await endpoints.forgottenPassword('RLT000007', api);
    expect([last().method, last().path, last().body]).toEqual([
      'POST',
      '/api/auth/customer/forgotten-password',
      { email_or_reference: 'RLT000007' },
    ]);
  });

  it('API-022 USER-016 register takes onboarding_type in the query and sends snake-cased fields plus client id and source', async () => {
    const { api, last, query } = setup();
    await endpoints.register(
      {
        firstName: 'Jamie',
        lastName: 'Lee',
        email: 'j@example.com',
        password: 'Password123!',
        passwordConfirmation: 'Password123!',
        terms: true,
        dateOfBirth: '1990-01-01',
      },
      { clientId: 1 },
      api,
    );
    expect(last().path).toBe('/api/auth/customer/register');
    expect(query()).toEqual({ onboarding_type: 'customer_account_online' });
    expect(last().body).toEqual({
      first_name: 'Jamie',
      last_name: 'Lee',
      email: 'j@example.com',
      password: 'Password123!',
      password_confirmation: 'Password123!',
      terms: true,
      date_of_birth: '1990-01-01',
      client_id: 1,
      source: 'bookings',
    });
    await endpoints.register(
      { firstName: 'A', lastName: 'B', email: 'a@b.c', password: 'x', passwordConfirmation: 'x', terms: true },
      { clientId: 1, onboardingType: 'membership_purchase', source: 'online-joining' },
      api,
    );
    expect(query()).toEqual({ onboarding_type: 'membership_purchase' });
    expect(last().body).toMatchObject({ source: 'online-joining' });
  });
});

describe('course calls', () => {
  it('API-047 lists courses with snake-cased filters', async () => {
    const { api, last } = setup();
    await endpoints.listCourses(
      {
        source: 'online',
        venueSlugs: ['riverside'],
        filterByFirstBookableAt: true,
        startsAfter: '2026-11-22 00:00:00',
      },
      api,
    );
    expect(last().path).toBe('/api/v1/activities/courses');
    expect(last().query.getAll('venue_slugs')).toEqual(['riverside']);
    expect(last().query.get('filter_by_first_bookable_at')).toBe('true');
    expect(last().query.get('starts_after')).toBe('2026-11-22 00:00:00');
  });

  it('API-048 API-049 API-050 gets a course with source=online, a restriction and bookable categories', async () => {
    const { api, server } = setup();
    await endpoints.getCourse('swimming-lessons-stage-1', {}, api);
    await endpoints.getRestriction(31, api);
    await endpoints.getBookableCategories('swimming', undefined, api);
    await endpoints.getBookableCategories('swimming', 'lane-swimming', api);
    expect(server.calls.map((c) => `${c.path}?${c.query}`)).toEqual([
      '/api/v1/activities/courses/swimming-lessons-stage-1?source=online',
      '/api/v1/activities/restrictions/31?',
      '/api/v1/activities/categories/bookable/swimming?',
      '/api/v1/activities/categories/bookable/swimming/lane-swimming?',
    ]);
  });

  it('gets one order under /api/v1/orders/{id} (gap G12)', async () => {
    const { api, last } = setup();
    await endpoints.getOrder(77, {}, api);
    expect(`${last().path}?${last().query}`).toBe('/api/v1/orders/77?');
  });

  it('front of house asks for a course as foh for the customer it acts for', async () => {
    const { api, last } = setup();
    await endpoints.getCourse('swimming-lessons-stage-1', { selectedUserId: 7 }, api);
    expect(`${last().path}?${last().query}`).toBe(
      '/api/v1/activities/courses/swimming-lessons-stage-1?source=foh&selected_user_id=7',
    );
  });

  it('API-052 cancels a booking with DELETE activities/bookings/{id}/ and source=bookings', async () => {
    const { api, last, query } = setup();
    await endpoints.cancelBooking(55, api);
    expect([last().method, last().path, query()]).toEqual([
      'DELETE',
      '/api/activities/bookings/55/',
      { source: 'bookings' },
    ]);
  });
});

describe('timetable calls', () => {
  it('TT-002 picks v2 on or after the migration date and v1 before it', () => {
    expect(endpoints.timetableVersion('2026-11-29', '2026-11-29')).toBe('v2');
    expect(endpoints.timetableVersion('2026-11-28', '2026-11-29')).toBe('v1');
    expect(endpoints.timetableVersion('2026-12-01T10:00:00Z', '2026-11-29')).toBe('v2');
    expect(endpoints.timetableVersion('2026-12-01', null)).toBe('v1');
  });

  it('API-031 API-055 API-056 timetable, slots and times take date (and location_id), in v1 or v2 form', async () => {
    const { api, server } = setup();
    const base = { venue: 'hilltop', activity: 'yoga', date: '2026-11-23' };
    await endpoints.getTimetable({ ...base, version: 'v1' }, api);
    await endpoints.getTimetable({ ...base, version: 'v2' }, api);
    await endpoints.getSlots({ ...base, version: 'v2', locationId: 'court-1' }, api);
    await endpoints.getTimes({ ...base, version: 'v1' }, api);
    await endpoints.getTimes({ ...base, version: 'v2' }, api);
    expect(server.calls.map((c) => `${c.path}?${c.query}`)).toEqual([
      '/api/venue/hilltop/activity/yoga/timetable?date=2026-11-23',
      '/api/venue/hilltop/activity/yoga/v2/timetable?date=2026-11-23',
      '/api/venue/hilltop/activity/yoga/v2/slots?date=2026-11-23&location_id=court-1',
      '/api/activities/venue/hilltop/activity/yoga/times?date=2026-11-23',
      '/api/activities/venue/hilltop/activity/yoga/v2/times?date=2026-11-23',
    ]);
  });

  it('a timetable read for front of house carries selected_user_id; without one the query stays the same', async () => {
    const { api, server } = setup();
    const base = { venue: 'riverside', activity: 'yoga', date: '2026-11-23', version: 'v2' } as const;
    await endpoints.getTimetable({ ...base, selectedUserId: 42 }, api);
    await endpoints.getTimetable({ ...base, selectedUserId: null }, api);
    expect(server.calls.map((c) => `${c.path}?${c.query}`)).toEqual([
      '/api/venue/riverside/activity/yoga/v2/timetable?date=2026-11-23&selected_user_id=42',
      '/api/venue/riverside/activity/yoga/v2/timetable?date=2026-11-23',
    ]);
  });

  it('API-053 API-054 API-057 API-058 API-059 categories, one category, an activity class, dates and tickets', async () => {
    const { api, server } = setup();
    await endpoints.listVenueCategories('riverside', api);
    await endpoints.getVenueCategory('riverside', 'yoga', api);
    await endpoints.getActivityClass(123, {}, api);
    await endpoints.getCategoryDates('riverside', 'swimming', api);
    await endpoints.getTickets('riverside', 'swimming', 'lane-swimming', api);
    expect(server.calls.map((c) => c.path)).toEqual([
      '/api/venue/riverside/categories',
      '/api/venue/riverside/categories/yoga',
      '/api/activities/classes/123',
      '/api/venue/riverside/activity-category/swimming/dates',
      '/api/venue/riverside/activity-category/swimming/activity/lane-swimming/tickets',
    ]);
  });
});

describe('waitlist calls', () => {
  it('API-060 API-061 non-numeric ids use waitlist/add {item: {id, type}} and waitlist/remove/{id}', async () => {
    const { api, server } = setup();
    await endpoints.joinWaitlist({ id: 'occ_abcdefghijklmnopqrstuvwxyz01234', type: 'occurrence', userId: 7 }, api);
    await endpoints.leaveWaitlist(
      { occurrenceId: 'occ_abcdefghijklmnopqrstuvwxyz01234', waitlistId: 'wl-9', userId: 7 },
      api,
    );
    expect(server.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/waitlist/add', { item: { id: 'occ_abcdefghijklmnopqrstuvwxyz01234', type: 'occurrence' } }],
      ['DELETE', '/api/waitlist/remove/wl-9', undefined],
    ]);
  });

  it('API-062 API-063 numeric ids use the v1 occurrence waitlist members calls', async () => {
    const { api, server } = setup();
    await endpoints.joinWaitlist({ id: 321, userId: 7 }, api);
    await endpoints.leaveWaitlist({ occurrenceId: 321, userId: 7 }, api);
    expect(server.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/v1/activities/occurrences/321/waitlist/members', { data: { user_id: 7 } }],
      ['DELETE', '/api/v1/activities/occurrences/321/waitlist/members/7', undefined],
    ]);
  });

  it('staff acting for a customer: selected_user_id on the non-numeric calls, the customer as the v1 member', async () => {
    const { api, server } = setup();
    const occ = 'occ_abcdefghijklmnopqrstuvwxyz01234';
    await endpoints.joinWaitlist({ id: occ, type: 'occurrence', userId: 3, selectedUserId: 42 }, api);
    await endpoints.leaveWaitlist({ occurrenceId: occ, userId: 3, selectedUserId: 42 }, api);
    await endpoints.joinWaitlist({ id: 321, userId: 3, selectedUserId: 42 }, api);
    await endpoints.leaveWaitlist({ occurrenceId: 321, userId: 3, selectedUserId: 42 }, api);
    expect(server.calls.map((c) => [c.method, `${c.path}?${c.query}`, c.body])).toEqual([
      ['POST', '/api/waitlist/add?', { item: { id: occ, type: 'occurrence' }, selected_user_id: 42 }],
      ['DELETE', `/api/waitlist/remove/${occ}?selected_user_id=42`, undefined],
      ['POST', '/api/v1/activities/occurrences/321/waitlist/members?', { data: { user_id: 42 } }],
      ['DELETE', '/api/v1/activities/occurrences/321/waitlist/members/42?', undefined],
    ]);
  });
});

describe('other activity calls', () => {
  it('API-025 API-026 custom answers go to the cart questions call, or per activity (occurrence path for non-numeric ids)', async () => {
    const { api, server } = setup();
    await endpoints.saveCartQuestions(41, [{ customQuestionId: 1, answer: 'x' }], api);
    await endpoints.saveActivityAnswers(12, [{ customQuestionId: 1, answer: 'x' }], api);
    await endpoints.saveActivityAnswers('occ_abc', [], api);
    expect(server.calls.map((c) => c.path)).toEqual([
      '/api/activities/cart/41/questions',
      '/api/activities/12/questions/answers',
      '/api/activities/occurrences/occ_abc/questions/answers',
    ]);
    expect(server.calls[0]!.body).toEqual({ answers: [{ custom_question_id: 1, answer: 'x' }] });
  });

  it('API-027 API-028 previous attendees take query and selected_user_id; waivers send waivers and selected_user_id', async () => {
    const { api, server } = setup();
    await endpoints.previousAttendees('waiver-1', { query: 'Sam', selectedUserId: 7 }, api);
    await endpoints.saveWaivers([{ restrictionId: 1, userId: 8 }], 7, api);
    expect(`${server.calls[0]!.path}?${server.calls[0]!.query}`).toBe(
      '/api/waiver-1/question-waivers/previous-attendees?query=Sam&selected_user_id=7',
    );
    expect([server.calls[1]!.path, server.calls[1]!.body]).toEqual([
      '/api/question-waivers',
      { waivers: [{ restriction_id: 1, user_id: 8 }], selected_user_id: 7 },
    ]);
  });

  it('API-030 prices a ticket at /price/{venue}/ticket/{activityId} with reference, is_v2 and occurrence_id', async () => {
    const { api, last } = setup();
    await endpoints.priceTicket(
      { venue: 'riverside', activityId: 'lane-swimming', reference: 'ADULT', isV2: true, occurrenceId: 'occ_1' },
      api,
    );
    expect([last().path, last().body]).toEqual([
      '/price/riverside/ticket/lane-swimming',
      { reference: 'ADULT', is_v2: true, occurrence_id: 'occ_1' },
    ]);
  });

  it('API-032 API-029 footer takes venue; geocoding sends the search term, UK only (country gb), to the server proxy', async () => {
    const { api, server } = setup();
    await endpoints.getFooter('riverside', api);
    await endpoints.getFooter(null, api);
    await endpoints.geocode('Leeds', api);
    expect(server.calls.map((c) => `${c.path}?${c.query}`)).toEqual([
      '/api/activities/footer?venue=riverside',
      '/api/activities/footer?',
      '/api/geocode?search=Leeds&country=gb',
    ]);
  });
});

describe('venue, client and theme calls', () => {
  it('lists venues, or the online joining list, and gets one venue by its encoded slug, camelCased', async () => {
    const { api, server } = setup();
    server.on(
      'GET',
      '/api/venues/riverside%20park',
      envelope({ id: 1, slug: 'riverside park', online_guest_passes_enabled: true }),
    );
    await endpoints.listVenues(undefined, api);
    await endpoints.listVenues('online-joining', api);
    const one = await endpoints.getVenue('riverside park', api);
    expect(server.calls.map((c) => `${c.method} ${c.path}?${c.query}`)).toEqual([
      'GET /api/venues?',
      'GET /api/venues/online-joining?',
      'GET /api/venues/riverside%20park?',
    ]);
    expect(one.ok && one.data).toEqual({ id: 1, slug: 'riverside park', onlineGuestPassesEnabled: true });
  });

  it('answers two reads of the same venue made while the first is under way from one request, then asks anew', async () => {
    const { api, server } = setup();
    server.on('GET', '/api/venues/riverside', envelope({ id: 1, slug: 'riverside' }));
    server.on('GET', '/api/venues/park', envelope({ id: 2, slug: 'park' }));
    const [first, second, other] = await Promise.all([
      endpoints.getVenue('riverside', api),
      endpoints.getVenue('riverside', api),
      endpoints.getVenue('park', api),
    ]);
    expect(first).toBe(second);
    expect(first.ok && first.data).toEqual({ id: 1, slug: 'riverside' });
    expect(other.ok && other.data).toEqual({ id: 2, slug: 'park' });
    await endpoints.getVenue('riverside', api);
    expect(server.calls.map((c) => c.path)).toEqual([
      '/api/venues/riverside',
      '/api/venues/park',
      '/api/venues/riverside',
    ]);
  });

  it('gets the client, camelCased', async () => {
    const { api, server, last } = setup();
    server.on('GET', '/api/client', envelope({ id: 1, name: 'Riverside Leisure', online_joining_enabled: true }));
    const client = await endpoints.getClient(api);
    expect([last().method, last().path]).toEqual(['GET', '/api/client']);
    expect(client.ok && client.data).toEqual({ id: 1, name: 'Riverside Leisure', onlineJoiningEnabled: true });
  });

  it('asks for the theme with and without a venue, answers it camelCased, and rejects with the status on failure', async () => {
    const { api, server } = setup();
    server.on('GET', '/api/frontend/theme', envelope({ theme_app_primary_colour: '#123456' }));
    expect(await endpoints.getTheme({ venue: 'riverside' }, api)).toEqual({ themeAppPrimaryColour: '#123456' });
    await endpoints.getTheme({}, api);
    expect(server.calls.map((c) => `${c.path}?${c.query}`)).toEqual([
      '/api/frontend/theme?venue=riverside',
      '/api/frontend/theme?',
    ]);
    server.on('GET', '/api/frontend/theme', { status: 503, body: { message: 'Down for maintenance' } });
    await expect(endpoints.getTheme({}, api)).rejects.toMatchObject({ status: 503 });
    server.on('GET', '/api/frontend/theme', { status: 404, body: { message: 'No such venue' } });
    await expect(endpoints.getTheme({ venue: 'nowhere' }, api)).rejects.toMatchObject({ status: 404 });
  });
});

describe('session calls', () => {
  it('logs in with username and password, asks who the token belongs to, and logs out', async () => {
    const { api, server } = setup();
    server.on('POST', '/api/auth/customer/login', envelope({ token: 't-1', user: { id: 7, first_name: 'Sam' } }));
    const { data } = await endpoints.login('sam@example.com', 'secret', api);
    await endpoints.getSessionUser(api);
    await endpoints.logout(api);
    expect(data).toEqual({ token: 't-1', user: { id: 7, firstName: 'Sam' } });
    expect(server.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/auth/customer/login', { username: 'sam@example.com', password: 'secret' }],
      ['GET', '/api/auth/user', undefined],
      ['POST', '/api/auth/logout', undefined],
    ]);
  });
});

describe('basket calls', () => {
  it('reads, adds, removes, updates and clears with snake-cased bodies and queries', async () => {
    const { api, server } = setup();
    server.on('PUT', /.*/, envelope(null));
    await endpoints.getCart({ selectedUserId: 7, venueId: 3 }, api);
    await endpoints.addCartItems(
      { items: [{ id: 'occ_1', type: 'occurrence' }], membershipUserId: 9, selectedUserId: 7 },
      {},
      api,
    );
    await endpoints.removeCartItems([11, 12], { membershipUserId: 9, selectedUserId: 7 }, {}, api);
    await endpoints.removeBenefit(11, { source: 'front-of-house', selectedUserId: 7 }, {}, api);
    await endpoints.removePackageUsage(12, { selectedUserId: 7 }, {}, api);
    await endpoints.updateCartItem(13, { options: { quantity: 2 }, selectedUserId: 7 }, {}, api);
    await endpoints.clearCart({ selectedUserId: 7 }, {}, api);
    expect(server.calls.map((c) => [c.method, `${c.path}?${c.query}`, c.body])).toEqual([
      ['GET', '/api/activities/cart?selected_user_id=7&venue_id=3', undefined],
      [
        'POST',
        '/api/activities/cart/add?',
        { items: [{ id: 'occ_1', type: 'occurrence' }], membership_user_id: 9, selected_user_id: 7 },
      ],
      ['POST', '/api/activities/cart/remove?membership_user_id=9&selected_user_id=7', { cart_item_ids: [11, 12] }],
      ['DELETE', '/api/activities/benefit/remove/11?source=front-of-house&selected_user_id=7', undefined],
      ['DELETE', '/api/activities/package/remove/12?selected_user_id=7', undefined],
      ['PUT', '/api/activities/cart/13?', { options: { quantity: 2 }, selected_user_id: 7 }],
      ['DELETE', '/api/activities/cart?selected_user_id=7', undefined],
    ]);
  });

  it("adds a course to a user's cart by source, and applies credits", async () => {
    const { api, server } = setup();
    await endpoints.addUserCartItems(
      7,
      'activity-booking',
      { data: { items: [{ purchasableId: '5', purchasableType: 'course', quantity: 1 }] } },
      {},
      api,
    );
    await endpoints.applyCredits(
      { credits: [{ amount: 500, type: 'general' }], source: 'activity-booking', selectedUserId: 7 },
      api,
    );
    expect(server.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'POST',
        '/api/v1/users/7/carts/activity-booking/items',
        { data: { items: [{ purchasable_id: '5', purchasable_type: 'course', quantity: 1 }] } },
      ],
      [
        'POST',
        '/api/credits/apply',
        { credits: [{ amount: 500, type: 'general' }], source: 'activity-booking', selected_user_id: 7 },
      ],
    ]);
  });
});
