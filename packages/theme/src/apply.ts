/**
 * Applies a client's or venue's theme to the page: the public `--venue-*` custom properties and the
 * theme fonts' @font-face rules, in ONE page-wide stylesheet on the document (themeSheet.ts says why there).
 * Why `:where(:root)`: zero specificity, so an operator's own `:root { --venue-primary: ... }` (or a
 * rule on any ancestor of an element) overrides a token without `!important`.
 */
import { fontFaceCss } from './fonts';
import { resolveTheme, themeCssVariables, type ResolvedTheme, type ThemeInput } from './tokens';
import { writeThemeCss } from './themeSheet';
import type { ThemeValidationError } from './validate';

/** Where the build copies the font files (`dist/embed/fonts/`, served at `/embed/fonts/`). */
export const DEFAULT_FONT_BASE_URL = '/embed/fonts/';

export interface ApplyThemeOptions {
  /** The document to theme (tests pass their own). */
  document?: Document;
  /** Base URL of the font files; the embed bundle passes the folder next to itself. */
  fontBaseUrl?: string | URL;
  /** Where validation problems go; the page keeps working with defaults either way. */
  onInvalid?: (errors: ThemeValidationError[]) => void;
}

export interface AppliedTheme {
  theme: ResolvedTheme;
  variables: Record<string, string>;
  errors: ThemeValidationError[];
}

/** The CSS text of a theme: root variables and the @font-face rules of the fonts it uses. */
export function themeCss(variables: Record<string, string>, theme: ResolvedTheme, fontBaseUrl: string): string {
  const declarations = Object.entries(variables)
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  const base = fontBaseUrl.endsWith('/') ? fontBaseUrl : `${fontBaseUrl}/`;
  const fonts = fontFaceCss(
    (fileName) => `${base}${fileName}`,
    [theme.themeAppBodyFontStyle, theme.themeAppHeadingFontStyle],
  );
  return `:where(:root){${declarations}}\n${fonts}`;
}

/**
 * Validates `input` (invalid fields fall back to their defaults, with the reasons reported) and
 * applies it. Calling it again replaces the previous theme in place (venue change, theme switcher).
 */
export function applyTheme(input: ThemeInput | null | undefined, options: ApplyThemeOptions = {}): AppliedTheme {
  const doc = options.document ?? document;
  const { theme, errors } = resolveTheme(input);
  const variables = themeCssVariables(theme);
  const css = themeCss(variables, theme, String(options.fontBaseUrl ?? DEFAULT_FONT_BASE_URL));
  writeThemeCss(doc, css);
  if (errors.length > 0) {
    (options.onInvalid ?? ((list) => list.forEach((error) => console.warn(`[venue theme] ${error.message}`))))(errors);
  }
  return { theme, variables, errors };
}
