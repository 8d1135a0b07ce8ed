import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FONT_FILES, FONT_OPTIONS, FONTS, fontFaceCss } from './fonts';

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
    const css = fontFaceCss((f) => `/fonts/${f.fileName}`, ['roboto']);
    expect(css).toContain("font-family:'Roboto'");
    expect(css).toContain('src:url("/fonts/roboto-latin-700-normal.woff2")');
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).not.toMatch(/googleapis|gstatic/);
  });
});
