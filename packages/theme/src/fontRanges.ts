// The font texts that the default theme written out (pageTheme.ts, in the start-up chunk) and the theme's
// resolver (fonts.ts, a chunk loaded only for another theme) both write: one module, which start-up holds,
// so the resolver's chunk imports them rather than carrying a second copy.

export const SANS_FALLBACK = "system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

/** Latin subset only: the product's language is en (contracts §9). */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * The characters nearly every page uses: printable ASCII and the punctuation, currency and symbols the
 * app writes (£, the middle dot, dashes, quotes, the ellipsis, the minus sign; the arrows the app draws are in no Latin
 * file). A face's core file holds just
 * these and is 40 % smaller than its Latin file (Roboto 400: 13 KB against 22 KB), and a page whose text
 * stays inside it fetches nothing else; a name with another Latin letter fetches the Latin file too.
 */
export const CORE_UNICODE_RANGE =
  'U+0020-007E,U+00A0,U+00A3,U+00A9,U+00B7,U+00D7,U+00E9,U+2009,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2039-203A,U+202F,U+20AC,U+2212';
