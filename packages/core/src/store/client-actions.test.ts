// API-064: the §7 actions that already had a home in other slices (reset password, venues, map lookup).
import { envelope } from '../testing/fake-server.ts';
import { createTestSession } from '../testing/session.ts';

describe('other client actions (flows §7)', () => {
  it('API-064 reset password posts the trimmed e-mail or reference and answers sent, even for an unknown account', async () => {
    const session = createTestSession();
    session.server.on(
      'POST',
      '/api/auth/customer/forgotten-password',
      envelope({ message: 'If the account exists, we have sent a link.' }),
    );
    expect(await session.state().auth.requestPasswordReset('  demo@example.com ')).toBe('sent');
    expect(session.server.calls[0]!.body).toEqual({ email_or_reference: 'demo@example.com' });
    // A network failure is the only outcome that reads as failed.
    session.server.on('POST', '/api/auth/customer/forgotten-password', () => {
      throw new TypeError('network down');
    });
    expect(await session.state().auth.requestPasswordReset('demo@example.com')).toBe('failed');
  });

  it('API-064 load venues then select one: GET /api/venues, then GET /api/venues/{slug} fills the selection', async () => {
    const session = createTestSession();
    session.server.on(
      'GET',
      '/api/venues',
      envelope([
        { slug: 'riverside', name: 'Riverside Leisure Centre' },
        { slug: 'hilltop', name: 'Hilltop' },
      ]),
    );
    session.server.on('GET', '/api/venues/hilltop', envelope({ slug: 'hilltop', name: 'Hilltop Sports Hub' }));
    await session.state().venue.load();
    session.state().venue.select('hilltop');
    // The listed venue shows at once; its full details replace it when they arrive.
    expect(session.state().venue.venue?.name).toBe('Hilltop');
    await vi.waitFor(() => expect(session.state().venue.venue?.name).toBe('Hilltop Sports Hub'));
    expect(session.server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/venues',
      'GET /api/venues/hilltop',
    ]);
    session.state().venue.select(null);
    expect(session.state().venue).toMatchObject({ selectedSlug: null, venue: null });
  });

  it('API-064 map lookup asks GET /api/geocode?search=&country=gb and centres on the first match', async () => {
    const session = createTestSession();
    session.server.on(
      'GET',
      '/api/geocode',
      envelope([
        { name: 'Leeds', type: 'town', latitude: 53.8, longitude: -1.55, country: 'gb', region: 'Yorkshire' },
        { name: 'Leek', type: 'town', latitude: 53.1, longitude: -2.02, country: 'gb', region: null },
      ]),
    );
    expect(await session.state().map.lookup(' Lee ')).toEqual({ lat: 53.8, lng: -1.55 });
    const call = session.server.calls[0]!;
    expect([call.query.get('search'), call.query.get('country')]).toEqual(['Lee', 'gb']);
    expect(session.state().map).toMatchObject({ searchTerm: ' Lee ', coordinates: { lat: 53.8, lng: -1.55 } });
  });

  it('API-064 a map lookup with no match, a 422 or a blank term clears the coordinates', async () => {
    const session = createTestSession();
    session.state().map.setCoordinates({ lat: 1, lng: 1 });
    session.server.on('GET', '/api/geocode', envelope([]));
    expect(await session.state().map.lookup('Atlantis')).toBeNull();
    expect(session.state().map.coordinates).toBeNull();
    session.state().map.setCoordinates({ lat: 1, lng: 1 });
    session.server.on('GET', '/api/geocode', {
      status: 422,
      body: { message: 'search: This field is required', errors: { search: ['This field is required'] } },
    });
    expect(await session.state().map.lookup('x')).toBeNull();
    expect(session.state().map.coordinates).toBeNull();
    const asked = session.server.calls.length;
    expect(await session.state().map.lookup('   ')).toBeNull();
    expect(session.server.calls).toHaveLength(asked);
  });
});
