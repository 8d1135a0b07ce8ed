import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptedEncodings } from './staticAssets.ts';

/** Below this a compressed body saves less than the headers and the work cost. */
export const MIN_BYTES = 1024;
/**
 * Brotli at quality 4: within a few per cent of the best ratio on JSON at a fraction of the CPU (about
 * 0.2 ms for a 30 KB answer), so a busy process does not trade its request rate for bytes.
 */
const BROTLI_QUALITY = 4;

/**
 * API answers in JSON, compressed per request when the client accepts brotli or gzip (issue 12: the
 * course list's 28 KB answer held a phone's largest paint back). Static files are compressed at build
 * time instead (staticAssets.ts). Hono's own `compress` has no brotli and applies its threshold only when a
 * Content-Length is set, which our bodies do not carry yet.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const encoding = acceptedEncodings(c.req.header('accept-encoding'))[0]!;
    // A 304 stands for the answer this client would get, compressed: it must show that answer's weak tag.
    // (Only JSON answers carry ETags under /api.)
    if (res.status === 304) {
      if (encoding !== 'identity') weakenEtag(res.headers);
      return;
    }
    if (c.req.method === 'HEAD' || res.headers.has('Content-Encoding')) return;
    if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(res.headers.get('Content-Type') ?? '')) return;
    if (/\bno-transform\b/i.test(res.headers.get('Cache-Control') ?? '')) return;
    // Read only when it is compressed: reading the body (even asking whether there is one) turns the node
    // server's lightweight answer into a web Response whose stream is then piped out, a few per cent of a
    // small request's CPU (issue 12). An identity answer keeps the fast path.
    if (encoding === 'identity') {
      addVary(res.headers);
      return;
    }
    if (!res.body) return;
    const body = Buffer.from(await res.arrayBuffer());
    const small = body.length < MIN_BYTES;
    // Weak whether or not this body is compressed: the validator then never depends on its size.
    const packed = small
      ? body
      : encoding === 'br'
        ? brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          })
        : gzipSync(body, { level: 6 });
    // Hono copies the old answer's headers onto a new one, so the changed ones are set afterwards.
    c.res = new Response(packed, { status: res.status });
    const headers = c.res.headers;
    // Hono's setter keeps every old header but the type, which a Buffer body would otherwise reset.
    headers.set('Content-Type', res.headers.get('Content-Type')!);
    addVary(headers);
    headers.set('Content-Length', String(packed.length));
    weakenEtag(headers);
    if (!small) headers.set('Content-Encoding', encoding);
  };
}

/** Caches must key the answer by Accept-Encoding, whichever form this one took. */
function addVary(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /\baccept-encoding\b/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * A compressed answer's bytes differ from the identity answer's, so a strong validator would be a lie;
 * conditional.ts compares If-None-Match weakly, so a weak tag still earns a 304.
 */
function weakenEtag(headers: Headers): void {
  const etag = headers.get('ETag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
}
