/**
 * A script-tag bundle's theme at start-up, without the code that computes one when the client keeps the
 * defaults. Validation, tints and the font table (tokens.ts, tints.ts, validate.ts, fonts.ts, apply.ts: about
 * 2 KB gzip) would otherwise sit in the runtime every element loads, only to compute the same CSS text each
 * time: here it is written out, and `apply.ts` is loaded only for a theme that differs from it.
 * pageTheme.test.ts holds the text and the values to what applyTheme computes for the default theme.
 */
import { CORE_UNICODE_RANGE, LATIN_UNICODE_RANGE, SANS_FALLBACK } from './fontRanges';
import type { ThemeInput } from './tokens';
import { writeThemeCss } from './themeSheet';

/** The default theme resolved (tokens.ts DEFAULT_THEME), field by field. */
export const DEFAULT_THEME_VALUES: Readonly<Record<string, string | null>> = {
  themeAppPrimaryColour: '#8C59F8',
  themeAppSecondaryColour1: '#3E2DAC',
  themeAppSecondaryColour2: '#F4EEFE',
  themeAppHeaderBgColour: '#262731',
  themeAppDarkBgColour: '#7047C6',
  headerPrimaryColour: '#D1BDFC',
  themeAppLogo: null,
  themeAppBodyFontStyle: 'roboto',
  themeAppHeadingFontStyle: 'garage_gothic',
  themeAppSecondaryButtonStyle: 'solid',
};

const VARIABLES =
  '--venue-primary:#8C59F8;--venue-primary-50:#F9F7FF;--venue-primary-100:#F4EEFE;--venue-primary-200:#E8DEFE;' +
  '--venue-primary-300:#D1BDFC;--venue-primary-400:#A37AF9;--venue-primary-500:#8C59F8;--venue-primary-600:#7047C6;' +
  '--venue-primary-fill:#7047C6;--venue-on-primary-fill:#FFFFFF;--venue-primary-text:#7047C6;' +
  '--venue-secondary-1:#3E2DAC;--venue-on-secondary-1:#FFFFFF;--venue-secondary-2:#F4EEFE;' +
  '--venue-header-bg:#262731;--venue-on-header-bg:#FFFFFF;--venue-header-primary:#D1BDFC;' +
  '--venue-dark-bg:#7047C6;--venue-on-dark-bg:#FFFFFF;--venue-logo:none;' +
  `--venue-font-body:'Roboto', ${SANS_FALLBACK};--venue-font-heading:'Garage Gothic', 'Oswald', 'Arial Narrow', ${SANS_FALLBACK};` +
  '--venue-font-heading-weight:700;--venue-secondary-button-bg:#3E2DAC;--venue-secondary-button-text:#FFFFFF;' +
  '--venue-secondary-button-border:#3E2DAC;';

/** The CSS text applyTheme writes for the default theme (its fonts: Oswald for headings, Roboto for text). */
export function defaultThemeCss(fontBaseUrl: string): string {
  const base = fontBaseUrl.endsWith('/') ? fontBaseUrl : `${fontBaseUrl}/`;
  const faces = ['Oswald', 'Roboto'].flatMap((family) =>
    [400, 700].flatMap((weight) =>
      [
        ['latin', LATIN_UNICODE_RANGE],
        ['core', CORE_UNICODE_RANGE],
      ].map(
        ([file, range]) =>
          `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};` +
          `src:url(${JSON.stringify(`${base}${family.toLowerCase()}-${file}-${weight}-normal.woff2`)}) format('woff2');` +
          `unicode-range:${range};}`,
      ),
    ),
  );
  return `:where(:root){${VARIABLES}}\n${faces.join('\n')}`;
}

/**
 * True when `input` resolves to the default theme without validation: every theme field absent (null or '')
 * or exactly its default value. Anything else, a colour in lower case included, takes applyTheme's path.
 */
export function isDefaultTheme(input: ThemeInput | null | undefined): boolean {
  const raw = (input ?? {}) as Record<string, unknown>;
  return Object.entries(DEFAULT_THEME_VALUES).every(([field, value]) => {
    const given = raw[field];
    return given === undefined || given === null || given === '' || given === value;
  });
}

export interface PageThemeOptions {
  /** Base URL of the font files (the folder next to the bundle). */
  fontBaseUrl: string;
  /** The document to theme (tests pass their own). */
  document?: Document;
}

/**
 * Applies `input` (null: the defaults) to the page, replacing the theme applied before. Resolves once it is
 * applied: at once for the default theme, after loading apply.ts for any other.
 */
export async function applyPageTheme(input: ThemeInput | null | undefined, options: PageThemeOptions): Promise<void> {
  const doc = options.document ?? document;
  if (isDefaultTheme(input)) return writeThemeCss(doc, defaultThemeCss(options.fontBaseUrl));
  const { applyTheme } = await import('./apply');
  applyTheme(input, { document: doc, fontBaseUrl: options.fontBaseUrl });
}
