/**
 * The head of a page that carries its route's shell (pageShell.ts), ordered for first paint (issue 12).
 * First paint needs the HTML, the stylesheet and the shell's two font faces; the app's JavaScript only
 * runs once the shell is painted (main.tsx waits for a frame). So:
 *
 * - the stylesheet is requested before the scripts (Vite writes it after them): on HTTP/1.1 a phone has
 *   six connections per origin and the entry, its preloads and the fonts had taken them first;
 * - the app's entry and the module preloads go at low fetch priority, so the stylesheet and the fonts
 *   get the connection first. Files in `keepHigh` (the early read's chunk and what start-up imports
 *   before the page's first read) keep their priority: the read they start is on the way to the page's
 *   content. Lighthouse counts every high-priority script that arrives before first paint as blocking it
 *   (it cannot see that a module ran after the paint); low-priority ones it leaves out.
 *
 * Pages without a shell keep Vite's head: React draws their first paint, so their scripts are on its way.
 */

const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;
const LOW = ' fetchpriority="low"';

export function prioritiseShellHead(html: string, mainScript: string, keepHigh: ReadonlySet<string>): string {
  const sheets = html.match(STYLESHEET) ?? [];
  let out = sheets.length ? html.replace(STYLESHEET, '') : html;
  const firstScript = out.indexOf('<script');
  if (sheets.length && firstScript >= 0)
    out = `${out.slice(0, firstScript)}${sheets.map((s) => s.trim()).join('')}${out.slice(firstScript)}`;
  out = out.replace(mainScript, `${mainScript}${LOW}`);
  return out.replace(/<link rel="modulepreload"([^>]*)\shref="([^"]+)"/g, (tag, attrs: string, href: string) =>
    keepHigh.has(href) || attrs.includes('fetchpriority')
      ? tag
      : `<link rel="modulepreload"${attrs}${LOW} href="${href}"`,
  );
}
