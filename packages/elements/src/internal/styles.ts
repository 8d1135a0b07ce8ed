/**
 * The style registry: every compiled vanilla-extract `.css.ts` module of this bundle calls
 * `registerStyles(cssText)` (the build plugins in `/build` rewrite their CSS imports into that call).
 * All of it ends up in ONE constructed `CSSStyleSheet` per bundle, adopted by every shadow root,
 * so a page with 50 elements still holds one stylesheet object (brief: "styles per page").
 *
 * Why not vanilla-extract's own injection: it appends `<style>` to `document.head`, which never
 * reaches inside a shadow root (vanilla-extract issue #488).
 */

const chunks: string[] = [];
const seen = new Set<string>();
let sheet: CSSStyleSheet | undefined;
/** How many of `chunks` the sheet holds. */
let inSheet = 0;
let warned = false;

// A browser with adoptedStyleSheets has constructable sheets (replaceSync, insertRule) as well: Chromium 73,
// Firefox 101 and Safari 16.4 shipped them together.
const supportsConstructedSheets = () =>
  typeof ShadowRoot !== 'undefined' && 'adoptedStyleSheets' in ShadowRoot.prototype;

/** Adds CSS to this bundle's shared sheet. Lazily loaded chunks register later; the sheet updates in place. */
export function registerStyles(cssText: string): void {
  // A module evaluated twice (HMR) must not duplicate its rules.
  if (!cssText || seen.has(cssText)) return;
  seen.add(cssText);
  chunks.push(cssText);
  // Batch: many modules register during one synchronous evaluation; parse once afterwards.
  queueMicrotask(flush);
}

function flush(): void {
  if (!sheet || inSheet === chunks.length) return;
  const text = chunks.slice(inSheet).join('\n');
  if (inSheet === 0) sheet.replaceSync(text);
  else {
    // A lazy chunk's rules are appended, not the whole sheet replaced: replaceSync of everything so far
    // parsed all the earlier CSS again and gave every adopting root a sheet of new rules. The new text is
    // parsed on a scratch sheet (as replaceSync would, dropping what the browser does not know) and its
    // rules are inserted in order at the end.
    const scratch = new CSSStyleSheet();
    scratch.replaceSync(text);
    for (const rule of scratch.cssRules) sheet.insertRule(rule.cssText, sheet.cssRules.length);
  }
  inSheet = chunks.length;
}

/** The one shared sheet of this bundle, up to date with everything registered so far. */
export function getSharedSheet(): CSSStyleSheet | undefined {
  if (!supportsConstructedSheets()) return undefined;
  sheet ??= new CSSStyleSheet();
  flush();
  return sheet;
}

/** Gives a shadow root the shared styles; called right after the root is attached. */
export function adoptSharedStyles(root: ShadowRoot): void {
  const shared = getSharedSheet();
  if (shared) {
    if (!root.adoptedStyleSheets.includes(shared)) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
    }
    return;
  }
  // No fallback `<style>` child: r2wc renders into the shadow root itself and React and Preact both
  // clear their container on the first render. Every browser we support (Chromium, Firefox 101+,
  // Safari 16.4+) has constructable stylesheets, so say why the element looks bare and carry on.
  if (!warned) {
    warned = true;
    console.warn('[venue] no adoptedStyleSheets in this browser: elements render unstyled.');
  }
}

/** The CSS text registered so far (Storybook and tests read it). */
export function getRegisteredCss(): string {
  return chunks.join('\n');
}
