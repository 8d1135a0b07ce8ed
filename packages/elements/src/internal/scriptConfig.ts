/**
 * Configuration an operator writes on the script tag:
 * `<script type="module" src=".../embed/venue-elements.js" data-api="http://localhost:4300"
 *   data-client-domain="riverside-leisure" data-venue="riverside"></script>`.
 */
export interface ScriptConfig {
  /** Origin of the booking API (defaults to where the bundle was served from). */
  apiOrigin: string;
  clientDomain: string | undefined;
  venue: string | undefined;
  /** Kiosk bundle: the device's centre (venue slug), `data-centre`. */
  centre: string | undefined;
  /** Send the token as a Bearer header: the API is another site, where cookies would be third-party. */
  bearer: boolean;
  /** The folder the bundle was served from (fonts live in `fonts/` under it). */
  bundleBase: string;
}

/**
 * `document.currentScript` is null for module scripts, so the tag is found by the bundle's own URL
 * (`import.meta.url` of the ENTRY module, passed in: a shared chunk's URL would differ).
 */
export function findOwnScript(bundleUrl: string, doc: Document = document): HTMLScriptElement | null {
  const scripts = Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src]'));
  const bare = bundleUrl.split(/[?#]/)[0];
  return (
    scripts.find((s) => s.src === bundleUrl) ??
    scripts.find((s) => s.src.split(/[?#]/)[0] === bare) ??
    scripts.find((s) => /venue-(elements|kiosk)[^/]*\.js/.test(s.src)) ??
    null
  );
}

export function readScriptConfig(bundleUrl: string, doc: Document = document): ScriptConfig {
  const script = findOwnScript(bundleUrl, doc);
  const pageOrigin = doc.location?.origin ?? '';
  const dataApi = script?.dataset.api?.trim();
  const apiOrigin = new URL(dataApi || bundleUrl, doc.baseURI).origin;
  return {
    apiOrigin,
    clientDomain: script?.dataset.clientDomain?.trim() || undefined,
    venue: script?.dataset.venue?.trim() || undefined,
    centre: script?.dataset.centre?.trim() || undefined,
    bearer: apiOrigin !== pageOrigin,
    bundleBase: new URL('./', bundleUrl).href,
  };
}
