import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { routeShell, shellMarkup, type RouteShell } from '../../../../host-app/src/routing/routeShell.ts';
import { EMBEDDED_MARK_SCRIPT } from '../../../../host-app/src/startup/embeddedMark.ts';
import { stylesheetFirst } from './shellHead.ts';
import { acceptedEncodings, REVALIDATE, serveAsset } from './staticAssets.ts';

/**
 * The host app's index.html with the route's shell in `#root` (issue 12): header bar, breadcrumb, the
 * page's h1 and the line under it, the markup the React tree renders while the route's code loads
 * (host-app/src/routing/RouteShellView.tsx). First paint and the largest contentful paint then need the
 * HTML and the stylesheet only, not the ~110 KB of JavaScript that follows. The route's own chunks (its
 * page or element and that element's view, from Vite's manifest) are preloaded beside the entry, so they
 * arrive with it instead of one round trip after another.
 *
 * The shell carries no request data (headings are constants), so there are few variants: each is built
 * and compressed once per build of index.html and kept.
 */

const ROOT = '<div id="root"></div>';
/** The start of the app's entry script tag in the built index.html (Vite writes it in the head). */
const MAIN_SCRIPT = '<script type="module"';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The files a route's first module needs, entry chunks excluded (index.html preloads those): the module,
 * what it imports statically, and the same for those of its dynamic imports that `follow` names (the view
 * a registration loads on first connection). One level of dynamic imports only: deeper ones (staff-only
 * pickers, the map) wait until they are asked for.
 */
export function routeChunks(
  manifest: Manifest,
  key: string,
  startup: readonly string[] = [],
  follow: (dynamicImport: string) => boolean = () => true,
): string[] {
  const initial = new Set<string>();
  const walk = (k: string, into: Set<string>) => {
    const chunk = manifest[k];
    if (!chunk || into.has(k)) return;
    into.add(k);
    for (const i of chunk.imports ?? []) walk(i, into);
  };
  for (const [k, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(k, initial);
  const needed = new Set<string>();
  walk(key, needed);
  for (const d of manifest[key]?.dynamicImports ?? []) if (follow(d)) walk(d, needed);
  for (const s of startup) walk(s, needed);
  return [...needed].filter((k) => !initial.has(k)).map((k) => `/${manifest[k]!.file}`);
}

/**
 * The host build's chunk of what its entry imports dynamically as it starts, before its first render: the
 * API's snake-casing on every page (setUpApi) and the venue's reads on a page that selects a venue
 * (startup/routeVenue.ts), one rolldown group (`startup` in host-app/vite.config.ts) rather than three
 * requests. Preloaded on every page, it arrives with the entry instead of one round trip after it runs
 * (issue 12: the course list's read left a hop later than it needed to). A group chunk has no module of
 * its own in Vite's manifest, so it is found by its name.
 */
export const STARTUP_CHUNK = 'startup';

/** The manifest keys of the start-up chunk (none when the build has no such group). */
export function startupChunks(manifest: Manifest): string[] {
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.name === STARTUP_CHUNK && !chunk.src && !chunk.isEntry)
    .map(([key]) => key);
}

/**
 * `<activity-booking>`'s day views, one per booking type, as Vite's manifest names them: its registration
 * imports all three dynamically, but a page shows one at most. An activity route preloads the one its
 * category uses (looked up by `bookingTypeOf`) and none on the categories list or for an unknown category,
 * where the element starts the right one once the venue's categories answer (venueData.ts).
 */
export const DAY_VIEWS: Readonly<Record<string, string>> = {
  classes: '../packages/elements/src/activity-booking/classes/ClassesView.tsx',
  resources: '../packages/elements/src/activity-booking/resources/ResourcesView.tsx',
  ticketed: '../packages/elements/src/activity-booking/ticketed/TicketedView.tsx',
};

/**
 * The one registration that still loads its view lazily, `<activity-booking>`'s: it starts the venue's reads
 * before its view arrives. Every other element's registration imports its view (one file), so what it loads
 * lazily is what its first screen does not show (a course's detail, a signed-in basket, staff's picker) and
 * is not preloaded.
 */
export const ACTIVITY_VIEW = '../packages/elements/src/activity-booking/ActivityBooking.tsx';

/** A category's booking type by its slug (slugs are unique), null when there is no such category. */
export type BookingTypeOf = (categorySlug: string) => Promise<string | null>;

/** The host app's second entry (host-app/src/early.ts): the page's first read, started before React loads. */
export const EARLY_ENTRY = 'src/early.ts';

async function readManifest(root: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(path.join(root, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

interface Variant {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

let cache: { file: string; mtimeMs: number; manifest: Promise<Manifest>; variants: Map<string, Variant> } | null = null;

/** The page for one shell, built once per index.html; null when index.html has no empty root to fill. */
async function variantFor(
  file: string,
  mtimeMs: number,
  shell: RouteShell,
  dayView: string | null,
): Promise<Variant | null> {
  if (!cache || cache.file !== file || cache.mtimeMs !== mtimeMs)
    cache = { file, mtimeMs, manifest: readManifest(path.dirname(file)), variants: new Map<string, Variant>() };
  const markup = shellMarkup(shell);
  const key = `${shell.code}\n${dayView}\n${markup}`;
  const known = cache.variants.get(key);
  if (known) return known;
  const html = await readFile(file, 'utf8');
  if (!html.includes(ROOT)) return null;
  const manifest = await cache.manifest;
  const early = manifest[EARLY_ENTRY]?.file;
  const preloads = routeChunks(
    manifest,
    shell.code,
    startupChunks(manifest),
    (d) => d === ACTIVITY_VIEW || d === dayView,
  )
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  // Before the app's entry: module scripts run in document order once parsing is done, each when its own
  // graph is in, so the early entry runs first and the app does not wait for it. (As `async` it ran
  // after the app: Chromium runs async scripts at a lower priority.)
  const earlyScript =
    early && !process.env.NO_EARLY ? `<script type="module" crossorigin src="/${escapeHtml(early)}"></script>` : '';
  const body = Buffer.from(
    stylesheetFirst(
      html
        .replace(ROOT, `<div id="root">${markup}</div>`)
        .replace('<title>', `<script>${EMBEDDED_MARK_SCRIPT}</script><title>`)
        .replace(MAIN_SCRIPT, `${earlyScript}${MAIN_SCRIPT}`)
        .replace('</head>', `${preloads}</head>`),
    ),
  );
  const variant: Variant = {
    body,
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(body, { level: 9 }),
    etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
  };
  cache.variants.set(key, variant);
  return variant;
}

/**
 * The SPA page for `c.req.path`: index.html with the path's shell, or index.html as it is (the account
 * host, a path without a shell, an index.html without the empty root).
 */
export async function servePage(
  c: Context,
  root: string,
  bookingTypeOf: BookingTypeOf = async () => null,
): Promise<Response | null> {
  const file = path.join(root, 'index.html');
  const shell = (c.req.header('host') ?? '').startsWith('account.') ? null : routeShell(c.req.path);
  const s = shell ? await stat(file).catch(() => null) : null;
  if (!shell || !s?.isFile()) return serveAsset(c, root, '/index.html');
  // A failed lookup only costs the preload: the element still loads its view.
  const type = shell.category ? await bookingTypeOf(shell.category).catch(() => null) : null;
  const dayView = (type && DAY_VIEWS[type]) ?? null;
  const variant = await variantFor(file, s.mtimeMs, shell, dayView);
  if (!variant) return serveAsset(c, root, '/index.html');

  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': REVALIDATE,
    'Last-Modified': s.mtime.toUTCString(),
    Vary: 'Accept-Encoding',
  });
  const encoding = acceptedEncodings(c.req.header('accept-encoding'))[0]!;
  const bytes = encoding === 'br' ? variant.br : encoding === 'gzip' ? variant.gzip : variant.body;
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  const etag = variant.etag.replace(/"$/, encoding === 'identity' ? '"' : `-${encoding}"`);
  headers.set('ETag', etag);
  const inm = c.req.header('if-none-match');
  if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag.replace(/^W\//, '')))
    return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(bytes.length));
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(new Uint8Array(bytes), { status: 200, headers });
}
