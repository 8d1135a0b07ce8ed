import { addressWithoutToken, readStartupParams, safeRedirectPath } from './startupParams.ts';

describe('readStartupParams', () => {
  it('EMBED-002 EMBED-004 EMBED-005 reads embedded, kiosk and centre', () => {
    expect(readStartupParams('?embedded=true&kiosk=1&centre=riverside')).toMatchObject({
      embedded: true,
      kiosk: true,
      centre: 'riverside',
    });
  });

  it('EMBED-002 answers null for a parameter that is absent, false for an explicit false', () => {
    const params = readStartupParams('?embedded=false');
    expect(params.embedded).toBe(false);
    expect(params.kiosk).toBeNull();
    expect(params.centre).toBeNull();
  });

  it('EMBED-006 reads the token', () => {
    expect(readStartupParams('?token=abc.def').token).toBe('abc.def');
  });

  it('EMBED-008 keeps a same-site redirect path and refuses an off-site one', () => {
    expect(readStartupParams('?redirect=%2Fpricing').redirect).toBe('/pricing');
    expect(safeRedirectPath('//evil.example/x')).toBeNull();
    expect(safeRedirectPath('https://evil.example/')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
  });
});

describe('addressWithoutToken', () => {
  it('EMBED-007 removes only the token from the address', () => {
    expect(addressWithoutToken('http://localhost:4300/basket?token=t1&embedded=true#top')).toBe(
      '/basket?embedded=true#top',
    );
    expect(addressWithoutToken('http://localhost:4300/?token=t1')).toBe('/');
  });
});
