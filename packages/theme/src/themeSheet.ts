/**
 * The page's one theme stylesheet, shared by every bundle (keyed on the document object): applyTheme and
 * the default theme written out (defaultThemeCss.ts) both write their CSS text here, so either replaces the
 * other in place.
 *
 * Why the document: custom properties inherit through shadow boundaries, so values set for the root
 * element reach every element's shadow root; @font-face rules only work in the document (Chromium
 * ignores them inside shadow roots).
 */
const SHEET_KEY = Symbol.for('venue.theme-sheet.v1');
export const THEME_STYLE_ID = 'venue-theme';

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

/** Replaces the page's theme CSS with `css`. */
export function writeThemeCss(doc: Document, css: string): void {
  const target = themeTarget(doc);
  if (target.kind === 'sheet') target.sheet.replaceSync(css);
  else target.style.textContent = css;
}

/** The CSS text currently applied (tests and Storybook read it). */
export function appliedThemeCss(doc: Document = document): string {
  const target = (doc as unknown as Record<symbol, ThemeTarget | undefined>)[SHEET_KEY];
  if (!target) return '';
  if (target.kind === 'style') return target.style.textContent ?? '';
  return Array.from(target.sheet.cssRules, (rule) => rule.cssText).join('\n');
}
