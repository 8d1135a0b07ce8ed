import { contrastRatio, darken, tint, tintScale, TINT_LEVELS } from './tints';

describe('tint levels', () => {
  it('THEME-014 levels are 500:100, 400:80, 300:40, 200:20, 100:10, 50:5 over white', () => {
    expect(TINT_LEVELS).toEqual({ 500: 100, 400: 80, 300: 40, 200: 20, 100: 10, 50: 5 });
    const scale = tintScale('#000000');
    // Black at p % over white leaves 255 * (1 - p) in every channel.
    expect(scale[500]).toBe('#000000');
    expect(scale[400]).toBe('#333333'); // 255 * 0.2 = 51
    expect(scale[300]).toBe('#999999'); // 255 * 0.6 = 153
    expect(scale[200]).toBe('#CCCCCC'); // 204
    expect(scale[100]).toBe('#E6E6E6'); // 229.5 rounds to 230
    expect(scale[50]).toBe('#F2F2F2'); // 242.25
  });

  it('THEME-015 level 600 darkens the colour by 0.8', () => {
    expect(darken('#8C59F8', 0.8)).toBe('#7047C6'); // 140*0.8=112, 89*0.8=71.2, 248*0.8=198.4
    expect(tintScale('#8C59F8')[600]).toBe('#7047C6');
    expect(tintScale('#1B8A5A')[500]).toBe('#1B8A5A');
  });

  it('THEME-013 tinting refuses a factor outside 0 to 1', () => {
    expect(() => tint('#8C59F8', 1.2)).toThrow(/from 0 to 1/);
    expect(tint('#8C59F8', 0)).toBe('#FFFFFF');
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
