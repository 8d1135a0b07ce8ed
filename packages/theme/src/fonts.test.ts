import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  CORE_UNICODE_RANGE,
  FONT_FILES,
  FONT_OPTIONS,
  FONTS,
  fontFaceCss,
  LATIN_UNICODE_RANGE,
  rangeCharacters,
} from './fonts';

const require = createRequire(import.meta.url);

describe('fonts', () => {
  it('THEME-004 the font options are garage_gothic, lato, open_sans and roboto', () => {
    expect([...FONT_OPTIONS]).toEqual(['garage_gothic', 'lato', 'open_sans', 'roboto']);
    expect(FONTS.roboto.stack).toMatch(/^'Roboto', /);
    expect(FONTS.open_sans.stack).toMatch(/^'Open Sans', /);
    expect(FONTS.lato.stack).toMatch(/^'Lato', /);
    expect(FONTS.garage_gothic.stack).toMatch(/^'Garage Gothic', 'Oswald', /);
  });

  it('THEME-004 every font file the build ships exists in its installed npm package', () => {
    expect(FONT_FILES.length).toBe(8);
    for (const file of FONT_FILES) {
      const packageRoot = dirname(require.resolve(`${FONTS[file.font].packageName}/package.json`));
      const path = join(packageRoot, 'files', file.fileName);
      expect(existsSync(path), path).toBe(true);
    }
  });

  it('THEME-008 the bold heading weight ships for the garage gothic stand-in', () => {
    expect(FONT_FILES.some((f) => f.font === 'garage_gothic' && f.weight === 700)).toBe(true);
  });

  it('THEME-004 @font-face rules point at our own URLs, never a font CDN', () => {
    const css = fontFaceCss((fileName) => `/fonts/${fileName}`, ['roboto']);
    expect(css).toContain("font-family:'Roboto'");
    expect(css).toContain('src:url("/fonts/roboto-latin-700-normal.woff2")');
    expect(css).toContain('src:url("/fonts/roboto-core-700-normal.woff2")');
    expect(css.match(/@font-face/g)).toHaveLength(4);
    expect(css).not.toMatch(/googleapis|gstatic/);
  });

  it('declares each core face after its Latin face, with the core range, so the Latin file loads only when needed', () => {
    const rules = fontFaceCss((fileName) => `/fonts/${fileName}`, ['roboto']).split('\n');
    expect(rules[0]).toContain('roboto-latin-400-normal.woff2');
    expect(rules[0]).toContain(`unicode-range:${LATIN_UNICODE_RANGE};`);
    expect(rules[1]).toContain('roboto-core-400-normal.woff2');
    expect(rules[1]).toContain(`unicode-range:${CORE_UNICODE_RANGE};`);
  });

  it("the core range holds every character the app's own text uses, and lies inside the Latin range", () => {
    const core = rangeCharacters(CORE_UNICODE_RANGE);
    const latin = rangeCharacters(LATIN_UNICODE_RANGE);
    for (const ch of ' AZaz09£·–—‘’“”…€×é−‹›\u00a0\u202f')
      expect(core, `U+${ch.codePointAt(0)!.toString(16)}`).toContain(ch);
    for (const ch of core) expect(latin).toContain(ch);
    expect(rangeCharacters('U+0041-0043,U+00E9')).toBe('ABCé');
  });
});
