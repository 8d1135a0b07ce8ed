/**
 * The head of a page that carries its route's shell (pageShell.ts), ordered for first paint (issue 12):
 * the stylesheet is requested before the scripts (Vite writes it after them). First paint needs the
 * HTML, the stylesheet and the shell's two font faces, and on HTTP/1.1 a phone has six connections per
 * origin: the entry, its preloads and the fonts had taken them before the stylesheet was asked for.
 *
 * The scripts keep their priority. At low fetch priority Lighthouse left them out of first paint, but
 * the course list's largest paint (its cards, drawn by the element's code) came 250-400 ms later in its
 * simulation (three paired runs, 2026-11-29), which orders low-priority requests after the others.
 */
const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;

export function stylesheetFirst(html: string): string {
  const sheets = html.match(STYLESHEET) ?? [];
  const rest = html.replace(STYLESHEET, '');
  const firstScript = rest.indexOf('<script');
  if (!sheets.length || firstScript < 0) return html;
  return `${rest.slice(0, firstScript)}${sheets.map((s) => s.trim()).join('')}${rest.slice(firstScript)}`;
}
