import { applyStartupParams } from './applyStartupParams.ts';
import { hostSession } from '../platform/session.ts';

function at(href: string) {
  window.history.replaceState(null, '', href);
  return window.location;
}

describe('applyStartupParams', () => {
  beforeEach(() => sessionStorage.clear());

  it('EMBED-006 EMBED-007 stores the token and removes it from the address, keeping the rest', () => {
    const stored: string[] = [];
    applyStartupParams((t) => stored.push(t), at('/basket?token=abc&embedded=true'));
    expect(stored).toEqual(['abc']);
    expect(window.location.pathname + window.location.search).toBe('/basket?embedded=true');
  });

  it('EMBED-002 EMBED-003 sets embedded mode and remembers it for the visit', () => {
    applyStartupParams(() => {}, at('/?embedded=true'));
    expect(hostSession.get().embedded).toBe(true);
    expect(sessionStorage.getItem('venue.embedded')).toBe('true');
  });

  it('EMBED-004 EMBED-005 sets kiosk mode with its centre', () => {
    applyStartupParams(() => {}, at('/kiosk?kiosk=true&centre=hilltop'));
    expect(hostSession.get()).toMatchObject({ kiosk: true, centre: 'hilltop' });
  });

  it('EMBED-008 keeps the redirect for after login or register', () => {
    applyStartupParams(() => {}, at('/login?redirect=/pricing'));
    expect(hostSession.get().redirect).toBe('/pricing');
  });

  it('EMBED-007 leaves an address without a token untouched', () => {
    const stored: string[] = [];
    applyStartupParams((t) => stored.push(t), at('/pricing?x=1'));
    expect(stored).toEqual([]);
    expect(window.location.search).toBe('?x=1');
  });
});
