/**
 * The theme's four font options (flows §3), each served from an npm @fontsource package so nothing is
 * fetched from a font CDN. Garage Gothic is not published on npm; Oswald, a condensed open-licence
 * gothic, stands in for it.
 */
import { CORE_UNICODE_RANGE, LATIN_UNICODE_RANGE, SANS_FALLBACK } from './fontRanges';

export { CORE_UNICODE_RANGE, LATIN_UNICODE_RANGE };

export const FONT_OPTIONS = ['garage_gothic', 'lato', 'open_sans', 'roboto'] as const;
export type FontOption = (typeof FONT_OPTIONS)[number];

export interface FontDefinition {
  /** The family name declared by the @font-face rules. */
  family: string;
  /** The CSS font-family stack to use. */
  stack: string;
  /** The npm package the files come from. */
  packageName: string;
  /** The file name prefix inside `<package>/files/`. */
  filePrefix: string;
  weights: readonly number[];
}

export const FONTS: Record<FontOption, FontDefinition> = {
  garage_gothic: {
    family: 'Oswald',
    stack: `'Garage Gothic', 'Oswald', 'Arial Narrow', ${SANS_FALLBACK}`,
    packageName: '@fontsource/oswald',
    filePrefix: 'oswald',
    weights: [400, 700],
  },
  lato: {
    family: 'Lato',
    stack: `'Lato', ${SANS_FALLBACK}`,
    packageName: '@fontsource/lato',
    filePrefix: 'lato',
    weights: [400, 700],
  },
  open_sans: {
    family: 'Open Sans',
    stack: `'Open Sans', ${SANS_FALLBACK}`,
    packageName: '@fontsource/open-sans',
    filePrefix: 'open-sans',
    weights: [400, 700],
  },
  roboto: {
    family: 'Roboto',
    stack: `'Roboto', ${SANS_FALLBACK}`,
    packageName: '@fontsource/roboto',
    filePrefix: 'roboto',
    weights: [400, 700],
  },
};

export function isFontOption(value: unknown): value is FontOption {
  return typeof value === 'string' && (FONT_OPTIONS as readonly string[]).includes(value);
}

export interface FontFile {
  font: FontOption;
  family: string;
  weight: number;
  style: 'normal';
  /** Path of the woff2 file relative to node_modules, e.g. `@fontsource/roboto/files/roboto-latin-400-normal.woff2`. */
  source: string;
  /** The flat file name the build copies it to, e.g. `roboto-latin-400-normal.woff2`. */
  fileName: string;
  /** The file the build subsets from it to CORE_UNICODE_RANGE, e.g. `roboto-core-400-normal.woff2`. */
  coreFileName: string;
}

/** Every font file the build ships (copy each `source` to the fonts folder under `fileName`). */
export const FONT_FILES: readonly FontFile[] = FONT_OPTIONS.flatMap((font) =>
  FONTS[font].weights.map((weight) => {
    const fileName = `${FONTS[font].filePrefix}-latin-${weight}-normal.woff2`;
    return {
      font,
      family: FONTS[font].family,
      weight,
      style: 'normal' as const,
      source: `${FONTS[font].packageName}/files/${fileName}`,
      fileName,
      coreFileName: `${FONTS[font].filePrefix}-core-${weight}-normal.woff2`,
    };
  }),
);

/**
 * The @font-face rules for the given fonts. They belong in the page's document (light DOM), since
 * @font-face declared inside a shadow root is ignored by Chromium; families then work in every shadow root.
 */
export function fontFaceCss(urlFor: (fileName: string) => string, fonts: readonly FontOption[] = FONT_OPTIONS): string {
  // The core face comes second: where two faces' ranges overlap the later one is tried first, so the
  // Latin file is fetched only for a character outside the core.
  return FONT_FILES.filter((file) => fonts.includes(file.font))
    .flatMap((file) =>
      [false, true].map(
        (core) =>
          `@font-face{font-family:'${file.family}';font-style:${file.style};font-display:swap;` +
          `font-weight:${file.weight};src:url(${JSON.stringify(urlFor(core ? file.coreFileName : file.fileName))}) format('woff2');` +
          `unicode-range:${core ? CORE_UNICODE_RANGE : LATIN_UNICODE_RANGE};}`,
      ),
    )
    .join('\n');
}

/** The characters of a unicode-range (for the build's subsetter). */
export function rangeCharacters(range: string): string {
  return range
    .split(',')
    .flatMap((part) => {
      const [from, to = from] = part.replace(/^U\+/, '').split('-');
      const start = parseInt(from!, 16);
      return Array.from({ length: parseInt(to!, 16) - start + 1 }, (_, i) => String.fromCodePoint(start + i));
    })
    .join('');
}
