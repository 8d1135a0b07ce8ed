import { parseColour, validateColour, validateTintFactor } from './validate';

describe('theme colour validation', () => {
  it('THEME-011 accepts hex of 3 or 6 digits and rejects other lengths', () => {
    expect(parseColour('themeAppPrimaryColour', '#abc')).toMatchObject({ ok: true, hex: '#AABBCC' });
    expect(parseColour('themeAppPrimaryColour', '#8c59f8')).toMatchObject({ ok: true, hex: '#8C59F8' });
    expect(parseColour('themeAppPrimaryColour', '8C59F8')).toMatchObject({ ok: true, hex: '#8C59F8' });
    for (const bad of ['#abcd', '#ab', '#8C59F80', '#ggg', 'purple', '', 42, null]) {
      expect(parseColour('themeAppPrimaryColour', bad).ok).toBe(false);
    }
  });

  it("THEME-012 accepts an 'R G B' triplet with each value 0 to 255", () => {
    expect(parseColour('x', '0 0 0')).toMatchObject({ ok: true, hex: '#000000', rgb: [0, 0, 0] });
    expect(parseColour('x', '255 255 255')).toMatchObject({ ok: true, hex: '#FFFFFF' });
    expect(parseColour('x', '140 89 248')).toMatchObject({ ok: true, hex: '#8C59F8' });
    for (const bad of ['256 0 0', '0 0', '0 0 0 0', '-1 0 0', '1.5 2 3']) expect(parseColour('x', bad).ok).toBe(false);
  });

  it('THEME-011 an invalid colour names the field and falls back to the default', () => {
    const result = validateColour('themeAppHeaderBgColour', '#12345', '#262731');
    expect(result.hex).toBe('#262731');
    expect(result.error?.field).toBe('themeAppHeaderBgColour');
    expect(result.error?.message).toMatch(/^themeAppHeaderBgColour: "#12345" is not a valid colour/);
    expect(result.error?.message).toContain('Using the default #262731');
    expect(validateColour('f', '#fff', '#000').error).toBeUndefined();
  });

  it('THEME-013 a tint factor is 0 to 1', () => {
    expect(validateTintFactor('t', 0)).toEqual({ ok: true, factor: 0 });
    expect(validateTintFactor('t', 1)).toEqual({ ok: true, factor: 1 });
    expect(validateTintFactor('t', 0.4)).toEqual({ ok: true, factor: 0.4 });
    for (const bad of [-0.1, 1.1, Number.NaN, '0.5']) {
      const result = validateTintFactor('t', bad);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).toMatch(/^t: tint factor .* must be a number from 0 to 1/);
    }
  });
});
