import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';

/**
 * Static files of host-app/dist and dist/embed (issue 12): the `.br`/`.gz` written beside each text asset
 * at build time (scripts/compress-assets.mjs) is chosen by Accept-Encoding, so nothing is compressed per
 * request; hashed files are cached for a year, everything else (HTML, the fixed-URL embed entry points)
 * revalidates with ETag / Last-Modified.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The extensions the build compresses (scripts/compress-assets.mjs keeps the same list). */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json']);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Vite's `assets/name-[hash].ext`: a final `-` or `.` segment of 8+ base64url characters with a digit or a
 * capital (so `app-settings.js` is not taken for hashed: a miss only costs a revalidation, a false hit would
 * pin a changing file for a year). The embed build's `chunks/` folder holds nothing else but content-hashed
 * files (rollup.config.mjs: `chunks/[hash:7].js` and `chunks/[name]-[hash].js`, base36, 7 and 8 characters),
 * so there a final segment of 7+ lower-case letters and digits is enough.
 */
export function isHashed(file: string): boolean {
  const name = path.basename(file);
  if (path.basename(path.dirname(file)) === 'chunks' && /(^|-)[a-z0-9]{7,}\.js$/.test(name)) return true;
  const m = /[-.]([A-Za-z0-9_-]{8,})\.[a-z0-9]+$/.exec(name);
  return !!m && /[0-9A-Z]/.test(m[1]!);
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The encodings the client accepts, best first (q=0 refuses one). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const q = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name.trim(), qp ? Number(qp.slice(2)) || 0 : 1);
  }
  const ok = (e: string) => (q.get(e) ?? q.get('*') ?? 0) > 0;
  const out: Encoding[] = [];
  if (ok('br')) out.push('br');
  if (ok('gzip')) out.push('gzip');
  out.push('identity');
  return out;
}

/** The file under root for a URL path, or null when it leaves root or is not a file. */
async function resolveFile(root: string, urlPath: string) {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (rel.includes('\0')) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, `.${path.posix.normalize(`/${rel}`)}`);
  if (file !== base && !file.startsWith(base + path.sep)) return null;
  const s = await stat(file).catch(() => null);
  return s?.isFile() ? { file, stat: s } : null;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => bare(t) === bare(etag));
}

/**
 * The response for `urlPath` under `root`, or null when there is no such file (the caller moves on).
 * A `.br`/`.gz` older than its source (a bundle rebuilt without the compress step) is ignored.
 */
export async function serveAsset(c: Context, root: string, urlPath: string): Promise<Response | null> {
  const found = await resolveFile(root, urlPath);
  if (!found) return null;
  const ext = path.extname(found.file).toLowerCase();
  const headers = new Headers({ 'Content-Type': TYPES[ext] ?? 'application/octet-stream' });
  let file = found.file;
  let size = found.stat.size;
  let encoding: Encoding = 'identity';
  if (COMPRESSIBLE.has(ext)) {
    headers.set('Vary', 'Accept-Encoding');
    for (const e of acceptedEncodings(c.req.header('accept-encoding'))) {
      if (e === 'identity') break;
      const candidate = `${found.file}.${e === 'br' ? 'br' : 'gz'}`;
      const s = await stat(candidate).catch(() => null);
      if (s?.isFile() && s.mtimeMs >= found.stat.mtimeMs) {
        file = candidate;
        size = s.size;
        encoding = e;
        headers.set('Content-Encoding', e);
        break;
      }
    }
  }
  const mtime = found.stat.mtime;
  // Per encoding: a cache must not answer a gzip request with the brotli bytes it revalidated.
  const etag = `W/"${found.stat.size.toString(16)}-${Math.floor(found.stat.mtimeMs).toString(16)}${encoding === 'identity' ? '' : `-${encoding}`}"`;
  headers.set('ETag', etag);
  headers.set('Last-Modified', mtime.toUTCString());
  headers.set('Cache-Control', isHashed(found.file) ? IMMUTABLE : REVALIDATE);

  const inm = c.req.header('if-none-match');
  const ims = c.req.header('if-modified-since');
  const fresh =
    inm !== undefined
      ? etagMatches(inm, etag)
      : !!ims && Math.floor(mtime.getTime() / 1000) <= Math.floor(Date.parse(ims) / 1000);
  if (fresh) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(size));
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(await readFile(file), { status: 200, headers });
}
