import { createTestSession } from '../testing/session.ts';
import { envelope } from '../testing/fake-server.ts';
import { milesToMetres } from '../domain/venue.ts';
import { toClientInfo } from '../domain/client.ts';

describe('map state', () => {
  it('VENUE-007 VENUE-008 VENUE-009 holds radius 5, search term and coordinates, default view 53.59, -2', () => {
    const { state } = createTestSession();
    expect(state().map).toMatchObject({
      radius: 5,
      searchTerm: '',
      coordinates: null,
      defaultView: { lat: 53.59, lng: -2 },
    });
    state().map.setRadius(12);
    state().map.setSearchTerm('Leeds');
    state().map.setCoordinates({ lat: 53.8, lng: -1.55 });
    expect(state().map).toMatchObject({ radius: 12, searchTerm: 'Leeds', coordinates: { lat: 53.8, lng: -1.55 } });
    state().map.setRadius(99);
    expect(state().map.radius).toBe(30);
    state().map.reset();
    expect(state().map.radius).toBe(5);
  });

  it('VENUE-010 a mile is 1609.344 m', () => {
    expect(milesToMetres(1)).toBe(1609.344);
    expect(milesToMetres(5)).toBeCloseTo(8046.72, 6);
  });
});

describe('venue slice', () => {
  it('API-023 VENUE-004 VENUE-012 loads venues (online-joining source uses its own path) into the client view', async () => {
    const session = createTestSession();
    session.server.on(
      'GET',
      '/api/venues',
      envelope([
        {
          venue_id: 1,
          slug: 'riverside',
          name: 'Riverside Leisure Centre',
          coordinates: { latitude: 53.4808, longitude: -2.2426 },
          activities_v2_migration_date: '2026-09-22',
        },
        { venue_id: 9, slug: 'nowhere', name: 'Nowhere', coordinates: { latitude: 123, longitude: 'east' } },
      ]),
    );
    session.server.on('GET', '/api/venues/online-joining', envelope([{ slug: 'harbour', name: 'Harbour Pool' }]));
    const list = await session.state().venue.load();
    expect(list[0]).toMatchObject({
      slug: 'riverside',
      name: 'Riverside Leisure Centre',
      lat: 53.4808,
      lng: -2.2426,
      activitiesV2Enabled: true,
      displayVenueSelectionButton: true,
    });
    expect(list[1]).toMatchObject({ slug: 'nowhere', lat: null, lng: null });
    await session.state().venue.load('online-joining');
    expect(session.state().venue.list.map((v) => v.slug)).toEqual(['harbour']);
  });

  it('API-013 a failed list fetch clears the stored list', async () => {
    const session = createTestSession();
    session.server.on('GET', '/api/venues', envelope([{ slug: 'riverside', name: 'R' }]));
    await session.state().venue.load();
    session.server.on('GET', '/api/venues', { status: 500 });
    await session.state().venue.load();
    expect(session.state().venue.list).toEqual([]);
  });

  it('API-024 select remembers the slug and loads the venue from GET /api/venues/{slug}', async () => {
    const session = createTestSession();
    session.server.on('GET', '/api/venues/hilltop', envelope({ slug: 'hilltop', name: 'Hilltop Sports Hub' }));
    session.state().venue.select('hilltop');
    expect(session.state().venue.selectedSlug).toBe('hilltop');
    await vi.waitFor(() => expect(session.state().venue.venue?.name).toBe('Hilltop Sports Hub'));
    expect(session.server.calls[0]!.body).toBeUndefined();
  });

  it('a venue the server does not know (404) does not stay selected: the one before comes back', async () => {
    const session = createTestSession();
    session.server.on('GET', '/api/venues/hilltop', envelope({ slug: 'hilltop', name: 'Hilltop Sports Hub' }));
    session.server.on('GET', '/api/venues/nowhere', {
      status: 404,
      body: { message: 'Unable to complete request, item not found.' },
    });
    session.server.on('GET', '/api/venues/riverside', { status: 503 });
    session.state().venue.select('hilltop');
    await vi.waitFor(() => expect(session.state().venue.venue?.name).toBe('Hilltop Sports Hub'));

    session.state().venue.select('nowhere');
    expect(session.state().venue.selectedSlug).toBe('nowhere');
    await vi.waitFor(() => expect(session.state().venue.selectedSlug).toBe('hilltop'));
    expect(session.state().venue.venue?.name).toBe('Hilltop Sports Hub');

    // A read that failed for another reason says nothing about the venue: it stays selected.
    session.state().venue.select('riverside');
    await vi.waitFor(() => expect(session.server.calls.some((c) => c.path === '/api/venues/riverside')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(session.state().venue.selectedSlug).toBe('riverside');

    // With nothing selected before, a mistyped venue leaves nothing selected.
    const fresh = createTestSession();
    fresh.server.on('GET', '/api/venues/nowhere', { status: 404, body: { message: 'Not found' } });
    fresh.state().venue.select('nowhere');
    await vi.waitFor(() => expect(fresh.state().venue.selectedSlug).toBeNull());
  });
});

describe('system slice', () => {
  it('UI-041 holds clientId, loginModalOpen and isEmbedded', () => {
    const { state } = createTestSession();
    expect(state().system).toMatchObject({ clientId: null, loginModalOpen: false, isEmbedded: false });
    state().system.openLoginModal();
    state().system.setEmbedded(true);
    expect(state().system).toMatchObject({ loginModalOpen: true, isEmbedded: true });
    state().system.closeLoginModal();
    expect(state().system.loginModalOpen).toBe(false);
  });

  it('API-016 CONST-004 loads the client (id, name, currency) from GET /api/client', async () => {
    const session = createTestSession();
    session.server.on(
      'GET',
      '/api/client',
      envelope({
        id: 1,
        name: 'Riverside Leisure Trust',
        domain: 'riverside-leisure',
        currency: { code: 'GBP', symbol: '£' },
        online_joining_enabled: true,
        online_guest_passes_enabled: true,
        paid_booking_enabled: true,
      }),
    );
    await session.state().system.loadClient();
    expect(session.state().system).toMatchObject({
      clientId: 1,
      client: {
        id: 1,
        name: 'Riverside Leisure Trust',
        currency: { code: 'GBP', symbol: '£' },
        onlineJoiningEnabled: true,
      },
    });
    expect(toClientInfo({ id: 2, name: 'No currency' }).currency).toEqual({ code: 'GBP', symbol: '£' });
    expect(toClientInfo({ id: 3, name: 'Euro', currency: 'EUR' }).currency).toEqual({ code: 'EUR', symbol: '€' });
  });
});
