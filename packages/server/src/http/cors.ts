import type { MiddlewareHandler } from 'hono';

const ALLOW_HEADERS = 'Content-Type, Accept, Authorization, X-Client-Domain, Idempotency-Key, X-Requested-With';
const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * Any origin may call the API without credentials (Bearer tokens); origins listed in CORS_ORIGINS may
 * also send cookies. Preflights are answered here.
 */
export function cors(credentialedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set(credentialedOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const headers: Record<string, string> = {};
    if (origin && allowed.has(origin)) {
      headers['Access-Control-Allow-Origin'] = origin;
      headers['Access-Control-Allow-Credentials'] = 'true';
      headers.Vary = 'Origin';
    } else {
      headers['Access-Control-Allow-Origin'] = '*';
    }
    headers['Access-Control-Expose-Headers'] = 'Idempotency-Key';
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return new Response(null, {
        status: 204,
        headers: {
          ...headers,
          'Access-Control-Allow-Methods': METHODS,
          'Access-Control-Allow-Headers': c.req.header('access-control-request-headers') ?? ALLOW_HEADERS,
          'Access-Control-Max-Age': '600',
        },
      });
    }
    await next();
    for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
  };
}
