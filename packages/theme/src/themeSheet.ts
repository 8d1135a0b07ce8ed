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

/**
 * The document's theme sheet, created and adopted on first use. Every browser we support has constructed
 * sheets on the document (Chromium, Firefox 101+, Safari 16.4+), as the elements' own styles need (see
 * elements' styles.ts); without them there is no theme, as there are no element styles.
 */
function themeSheet(doc: Document): CSSStyleSheet | undefined {
  const holder = doc as unknown as Record<symbol, CSSStyleSheet | undefined>;
  const known = holder[SHEET_KEY];
  if (known) return known;
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  if (!view || typeof view.CSSStyleSheet?.prototype.replaceSync !== 'function' || !('adoptedStyleSheets' in doc))
    return undefined;
  const sheet = new view.CSSStyleSheet();
  // Constructed sheets are CSSOM, so a strict CSP without 'unsafe-inline' styles still allows them.
  doc.adoptedStyleSheets = [sheet, ...doc.adoptedStyleSheets];
  holder[SHEET_KEY] = sheet;
  return sheet;
}

/** Replaces the page's theme CSS with `css`. */
export function writeThemeCss(doc: Document, css: string): void {
  themeSheet(doc)?.replaceSync(css);
}

/** The CSS text currently applied (tests and Storybook read it). */
export function appliedThemeCss(doc: Document = document): string {
  const sheet = (doc as unknown as Record<symbol, CSSStyleSheet | undefined>)[SHEET_KEY];
  return sheet ? Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n') : '';
}
