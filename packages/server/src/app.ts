import { Hono } from 'hono';
import type { App, AppEnv, Deps } from './http/app-env.ts';
import { bodyLimit } from './http/body-limit.ts';
import { compressJson } from './http/compressJson.ts';
import { cors } from './http/cors.ts';
import { csrf } from './http/csrf.ts';
import { securityHeaders } from './http/security-headers.ts';
import { servePage } from './http/pageShell.ts';
import { bookingTypeBySlug } from './domain/categories/categoryStore.ts';
import { serveAsset } from './http/staticAssets.ts';
import { HttpError, MESSAGES } from './http/errors.ts';
import { domainErrorToHttp } from './http/domainErrors.ts';
import { forReader } from './http/staffWording.ts';
import { DomainError } from './domain/errors.ts';
import { shareOperations } from './http/route.ts';
import activities from './routes/activities.ts';
import auth from './routes/auth.ts';
import bookings from './routes/bookings.ts';
import calendar from './routes/calendar.ts';
import camps from './routes/camps.ts';
import carts from './routes/carts.ts';
import categories from './routes/categories.ts';
import checkout from './routes/checkout.ts';
import clashes from './routes/clashes.ts';
import client from './routes/client.ts';
import courses from './routes/courses.ts';
import credits from './routes/credits.ts';
import devMailbox from './routes/dev-mailbox.ts';
import footer from './routes/footer.ts';
import geocode from './routes/geocode.ts';
import occurrences from './routes/occurrences.ts';
import openapi from './routes/openapi.ts';
import orders from './routes/orders.ts';
import price from './routes/price.ts';
import questions from './routes/questions.ts';
import restrictions from './routes/restrictions.ts';
import sessionHandoff from './routes/session-handoff.ts';
import staffCustomers from './routes/staff-customers.ts';
import theme from './routes/theme.ts';
import timetables from './routes/timetables.ts';
import users from './routes/users.ts';
import venues from './routes/venues.ts';
import waitlists from './routes/waitlists.ts';
import userMemberships from './routes/user-memberships.ts';
import membershipPricing from './routes/membership-pricing.ts';
import discountCodes from './routes/discount-codes.ts';

export type { App, Deps } from './http/app-env.ts';

/**
 * Every route file, in the order they are mounted (earlier wins when two paths match the same request).
 * A new `routes/<resource>.ts` joins the app by being imported above and listed here.
 */
export const ROUTES: readonly ((app: App) => void)[] = [
  activities,
  auth,
  bookings,
  calendar,
  camps,
  carts,
  categories,
  checkout,
  clashes,
  client,
  courses,
  credits,
  devMailbox,
  footer,
  geocode,
  occurrences,
  openapi,
  orders,
  price,
  questions,
  restrictions,
  sessionHandoff,
  staffCustomers,
  theme,
  timetables,
  users,
  venues,
  waitlists,
  userMemberships,
  membershipPricing,
  discountCodes,
];

export interface AppOptions {
  /** Serve host-app/dist (SPA fallback) and dist/embed at /embed/* (main.ts). */
  serveStatic?: boolean;
}

/**
 * The whole HTTP app over the given dependencies: shared middleware and error handling, then each file
 * of ROUTES on its own sub-app, mounted with `app.route('/', sub)`.
 */
export async function createApp(deps: Deps, opts: AppOptions = {}): Promise<App> {
  const app = new Hono<AppEnv>();
  app.use('*', cors(deps.config.corsOrigins));
  app.use('*', securityHeaders());
  app.use('/api/*', compressJson());
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
      return c.json(forReader(c, error.body), error.status as 400);
    }
    if (err instanceof HttpError) return c.json(err.body, err.status as 400);
    console.error(`[server] ${c.req.method} ${c.req.path}:`, err);
    return c.json({ message: MESSAGES.serverError }, 500);
  });

  for (const register of ROUTES) {
    const sub = new Hono<AppEnv>();
    // One operation list for the whole app, so /api/openapi.json (itself a sub-app) lists every route().
    shareOperations(sub, app);
    register(sub);
    // Copies sub's routes after the middleware above; sub has no onError/notFound, so app's apply.
    app.route('/', sub);
  }

  if (opts.serveStatic) {
    const { hostAppDist, embedDist } = deps.config;
    const isApiOrSandbox = (p: string) => p.startsWith('/api/') || p.startsWith('/sandbox/');
    const bookingTypeOf = bookingTypeBySlug(deps.db);
    app.on(
      ['GET', 'HEAD'],
      '/embed/*',
      async (c, next) => (await serveAsset(c, embedDist, c.req.path.replace(/^\/embed/, ''))) ?? next(),
    );
    app.on(['GET', 'HEAD'], '*', async (c, next) => {
      if (isApiOrSandbox(c.req.path)) return next();
      return (await serveAsset(c, hostAppDist, c.req.path)) ?? next();
    });
    // SPA fallback: any other GET that is not an API call gets the host app's index.html.
    app.on(['GET', 'HEAD'], '*', async (c, next) => {
      if (isApiOrSandbox(c.req.path) || c.req.path.startsWith('/embed/')) return next();
      return (await servePage(c, hostAppDist, bookingTypeOf)) ?? next();
    });
  }

  app.notFound((c) => c.json({ message: MESSAGES.notFound }, 404));
  return app;
}
