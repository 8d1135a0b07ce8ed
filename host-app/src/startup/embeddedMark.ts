import { TRUE_VALUES } from './startupParams.ts';

/** Where embedded mode is remembered for the visit (flows §2: "embedded: sets embedded mode, which is remembered"). */
export const EMBEDDED_KEY = 'venue.embedded';

/** Set on `<html>` before first paint on an embedded visit; the stylesheet hides the server shell's breadcrumb. */
export const EMBEDDED_ATTRIBUTE = 'data-embedded';

/**
 * The server's page shell (packages/server/src/http/pageShell.ts) is the same HTML for every visit, so it
 * draws the breadcrumb, which an embedded page must not show (flows §2, Breadcrumb). The app removes it once
 * it starts, too late for a reload of an embedded page: the breadcrumb flashed up and went. This script runs
 * in the page's head before the shell paints: `?embedded` decides as startupParams.ts reads it, else what
 * this visit remembered. Inline, so it costs no request; the page's policy allows it by its hash alone
 * (security-headers.ts), and any failure (storage blocked) leaves the page as it was.
 */
export const EMBEDDED_MARK_SCRIPT =
  'try{var p=new URLSearchParams(location.search),v=(p.get("embedded")||"").toLowerCase();' +
  `if(p.has("embedded")?${JSON.stringify([...TRUE_VALUES])}.indexOf(v)>=0:` +
  `sessionStorage.getItem("${EMBEDDED_KEY}")==="true")` +
  `document.documentElement.setAttribute("${EMBEDDED_ATTRIBUTE}","")}catch(e){}`;
