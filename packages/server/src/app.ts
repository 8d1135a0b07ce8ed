import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { App, AppEnv, Deps } from './http/app-env.ts';
import { bodyLimit } from './http/body-limit.ts';
import { cors } from './http/cors.ts';
import { csrf } from './http/csrf.ts';
import { securityHeaders } from './http/security-headers.ts';
import { HttpError, MESSAGES } from './http/errors.ts';
import { domainErrorToHttp } from './http/domainErrors.ts';
import { DomainError } from './domain/errors.ts';

export type { App, Deps } from './http/app-env.ts';

const routesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'routes');

/** Every `routes/*.ts` (not tests), in name order; each default-exports `register(app)`. */
export function routeModules(): string[] {
  return readdirSync(routesDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .sort()
    .map((f) => path.join(routesDir, f));
}

export interface AppOptions {
  /** Serve host-app/dist (SPA fallback) and dist/embed at /embed/* (main.ts). */
  serveStatic?: boolean;
}

/**
 * The whole HTTP app over the given dependencies. Route files are discovered, so adding a file in
 * routes/ is all it takes to add endpoints.
 */
export async function createApp(deps: Deps, opts: AppOptions = {}): Promise<App> {
  const app = new Hono<AppEnv>();
  app.use('*', cors(deps.config.corsOrigins));
  app.use('*', securityHeaders());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('auth', { resolved: false, user: null, tokenHash: null });
    await next();
  });
  app.use('*', bodyLimit());
  app.use('*', csrf(deps.config.corsOrigins));

  app.onError((err, c) => {
    if (err instanceof DomainError) {
      const { error, headers } = domainErrorToHttp(err);
      for (const [name, value] of Object.entries(headers)) c.header(name, value);
      return c.json(error.body, error.status as 400);
    }
    if (err instanceof HttpError) return c.json(err.body, err.status as 400);
    console.error(`[server] ${c.req.method} ${c.req.path}:`, err);
    return c.json({ message: MESSAGES.serverError }, 500);
  });

  for (const file of routeModules()) {
    const mod = (await import(pathToFileURL(file).href)) as { default?: (app: App) => void };
    if (typeof mod.default !== 'function') throw new Error(`${file} must default-export register(app)`);
    mod.default(app);
  }

  if (opts.serveStatic) {
    const { hostAppDist, embedDist } = deps.config;
    app.use('/embed/*', serveStatic({ root: embedDist, rewriteRequestPath: (p) => p.replace(/^\/embed/, '') }));
    app.use('*', async (c, next) => {
      if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/sandbox/')) return next();
      return serveStatic({ root: hostAppDist })(c, next);
    });
    // SPA fallback: any other GET that is not an API call gets the host app's index.html.
    app.get('*', async (c, next) => {
      if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/sandbox/') || c.req.path.startsWith('/embed/'))
        return next();
      return serveStatic({ root: hostAppDist, path: 'index.html' })(c, next);
    });
  }

  app.notFound((c) => c.json({ message: MESSAGES.notFound }, 404));
  return app;
}
