/**
 * Applies a client's or venue's theme to the page: the public `--venue-*` custom properties and the
 * theme fonts' @font-face rules, in ONE page-wide stylesheet on the document.
 *
 * Why the document: custom properties inherit through shadow boundaries, so values set for the root
 * element reach every element's shadow root; @font-face rules only work in the document (Chromium
 * ignores them inside shadow roots).
 * Why `:where(:root)`: zero specificity, so an operator's own `:root { --venue-primary: ... }` (or a
 * rule on any ancestor of an element) overrides a token without `!important`.
 */
import { fontFaceCss, type FontFile } from './fonts';
import { resolveTheme, themeCssVariables, type ResolvedTheme, type ThemeInput } from './tokens';
import type { ThemeValidationError } from './validate';

const SHEET_KEY = Symbol.for('venue.theme-sheet.v1');
export const THEME_STYLE_ID = 'venue-theme';
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

type ThemeTarget = { kind: 'sheet'; sheet: CSSStyleSheet } | { kind: 'style'; style: HTMLStyleElement };

function supportsAdoptedSheets(doc: Document): boolean {
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  return (
    !!view &&
    typeof view.CSSStyleSheet === 'function' &&
    typeof view.CSSStyleSheet.prototype.replaceSync === 'function' &&
    'adoptedStyleSheets' in doc
  );
}

/** The one theme stylesheet of the page, shared by every bundle (keyed on the document object). */
function themeTarget(doc: Document): ThemeTarget {
  const holder = doc as unknown as Record<symbol, ThemeTarget | undefined>;
  const known = holder[SHEET_KEY];
  if (known) return known;
  let target: ThemeTarget;
  if (supportsAdoptedSheets(doc)) {
    const view = doc.defaultView as Window & typeof globalThis;
    const sheet = new view.CSSStyleSheet();
    // Constructed sheets are CSSOM, so a strict CSP without 'unsafe-inline' styles still allows them.
    doc.adoptedStyleSheets = [sheet, ...doc.adoptedStyleSheets];
    target = { kind: 'sheet', sheet };
  } else {
    const style = doc.createElement('style');
    style.id = THEME_STYLE_ID;
    // First in <head>, so the page's own stylesheets come later in the cascade and win.
    doc.head.prepend(style);
    target = { kind: 'style', style };
  }
  holder[SHEET_KEY] = target;
  return target;
}

/** The CSS text of a theme: root variables and the @font-face rules of the fonts it uses. */
export function themeCss(variables: Record<string, string>, theme: ResolvedTheme, fontBaseUrl: string): string {
  const declarations = Object.entries(variables)
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  const base = fontBaseUrl.endsWith('/') ? fontBaseUrl : `${fontBaseUrl}/`;
  const fonts = fontFaceCss(
    (file: FontFile) => `${base}${file.fileName}`,
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
  const target = themeTarget(doc);
  if (target.kind === 'sheet') target.sheet.replaceSync(css);
  else target.style.textContent = css;
  if (errors.length > 0) {
    (options.onInvalid ?? ((list) => list.forEach((error) => console.warn(`[venue theme] ${error.message}`))))(errors);
  }
  return { theme, variables, errors };
}

/** The CSS text currently applied (tests and Storybook read it). */
export function appliedThemeCss(doc: Document = document): string {
  const target = (doc as unknown as Record<symbol, ThemeTarget | undefined>)[SHEET_KEY];
  if (!target) return '';
  if (target.kind === 'style') return target.style.textContent ?? '';
  return Array.from(target.sheet.cssRules, (rule) => rule.cssText).join('\n');
}
