import { applyStartupParams } from './applyStartupParams.ts';
import { hostSession } from '../platform/session.ts';

function at(href: string) {
  window.history.replaceState(null, '', href);
  return window.location;
}

describe('applyStartupParams', () => {
  beforeEach(() => sessionStorage.clear());

  it('EMBED-006 EMBED-007 swaps the handoff code for a session, stores that, and removes the code from the address first', async () => {
    const stored: string[] = [];
    const asked: string[] = [];
    let addressWhileExchanging = '';
    await applyStartupParams(
      (t) => stored.push(t),
      at('/basket?token=code-1&embedded=true'),
      window.history,
      (code) => {
        asked.push(code);
        addressWhileExchanging = window.location.pathname + window.location.search;
        return Promise.resolve('session-from-code');
      },
    );
    expect(asked).toEqual(['code-1']);
    expect(addressWhileExchanging).toBe('/basket?embedded=true');
    expect(stored).toEqual(['session-from-code']);
    expect(window.location.pathname + window.location.search).toBe('/basket?embedded=true');
  });

  it('a stale or reused code stores nothing (the visitor sees the login) and still leaves the address', async () => {
    const stored: string[] = [];
    await applyStartupParams(
      (t) => stored.push(t),
      at('/?token=used'),
      window.history,
      () => Promise.resolve(null),
    );
    expect(stored).toEqual([]);
    expect(window.location.search).toBe('');
  });

  it('EMBED-002 EMBED-003 sets embedded mode and remembers it for the visit', async () => {
    await applyStartupParams(() => {}, at('/?embedded=true'));
    expect(hostSession.get().embedded).toBe(true);
    expect(sessionStorage.getItem('venue.embedded')).toBe('true');
  });

  it('EMBED-004 EMBED-005 sets kiosk mode with its centre', async () => {
    await applyStartupParams(() => {}, at('/kiosk?kiosk=true&centre=hilltop'));
    expect(hostSession.get()).toMatchObject({ kiosk: true, centre: 'hilltop' });
  });

  it('EMBED-008 keeps the redirect for after login or register', async () => {
    await applyStartupParams(() => {}, at('/login?redirect=/pricing'));
    expect(hostSession.get().redirect).toBe('/pricing');
  });

  it('EMBED-007 leaves an address without a token untouched', async () => {
    const stored: string[] = [];
    await applyStartupParams((t) => stored.push(t), at('/pricing?x=1'));
    expect(stored).toEqual([]);
    expect(window.location.search).toBe('?x=1');
  });
});
