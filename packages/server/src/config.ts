import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  port: number;
  host: string;
  /** When set, PostgreSQL through `pg`; otherwise embedded PGlite. */
  databaseUrl: string | null;
  /**
   * DATABASE_POOL_MAX: PostgreSQL connections per server process (default 10). With start:cluster the
   * server holds WEB_CONCURRENCY times this many.
   */
  databasePoolMax: number;
  /** PGlite data folder for `npm start` (tests use memory). */
  dataDir: string;
  /** Origins allowed to send credentials (cookies); every other origin gets CORS without credentials. */
  corsOrigins: string[];
  /** Maintenance mode from the environment; a DB flag (clients.settings.maintenance) also turns it on. */
  maintenance: boolean;
  /** The client domain used when a request sends no X-Client-Domain header. */
  defaultClientDomain: string;
  hostAppDist: string;
  embedDist: string;
  sessionDays: number;
  /** How long a basket item holds its places before another customer may take them (env BASKET_HOLD_MINUTES). */
  basketHoldMinutes: number;
  /** The Stripe publishable key the checkout hands to the browser (env STRIPE_PUBLISHABLE_KEY). */
  stripePublishableKey: string;
  /** SMTP_URL: mail goes out over SMTP; unset, it goes to the mail_outbox table, read at /dev/mailbox. */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender of every message. */
  mailFrom: string;
  /** PUBLIC_URL: the booking site's origin, for links in e-mails (never taken from a request's Host). */
  publicUrl: string;
  /** NODE_ENV=production: development pages (the mailbox) are off. */
  production: boolean;
  /** TRUST_PROXY=1: the client address is the first X-Forwarded-For entry (behind a load balancer). */
  trustProxy: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 4300),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ? env.DATABASE_URL : null,
    databasePoolMax: Number(env.DATABASE_POOL_MAX) > 0 ? Math.floor(Number(env.DATABASE_POOL_MAX)) : 10,
    dataDir: env.PGLITE_DIR ?? path.join(repoRoot, '.data/pglite'),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    maintenance: env.MAINTENANCE === '1' || env.MAINTENANCE === 'true',
    defaultClientDomain: env.CLIENT_DOMAIN ?? 'riverside-leisure',
    hostAppDist: env.HOST_APP_DIST ?? path.join(repoRoot, 'host-app/dist'),
    embedDist: env.EMBED_DIST ?? path.join(repoRoot, 'dist/embed'),
    sessionDays: Number(env.SESSION_DAYS ?? 30),
    basketHoldMinutes: Number(env.BASKET_HOLD_MINUTES ?? 20),
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_sandbox',
    smtpUrl: env.SMTP_URL ? env.SMTP_URL : null,
    mailFrom: env.MAIL_FROM ?? 'Riverside Leisure Trust <no-reply@riverside-leisure.example>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${Number(env.PORT ?? 4300)}`).replace(/\/$/, ''),
    production: env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}

/**
 * PostgreSQL connections per worker unless DATABASE_POOL_MAX says otherwise (a single `npm start` keeps
 * 10). Issue 12, `bench:api` with 2 workers, three interleaved pairs: 4 a worker against 10 gave add to
 * basket p95 361/124/153 ms against 663/195/191 ms at equal or lower CPU per add: adds to one session
 * queue on its row lock, and a request waiting in the pool costs less than a transaction waiting in
 * PostgreSQL.
 */
export const WORKER_POOL_MAX = 4;

export function workerEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return env.DATABASE_POOL_MAX ? {} : { DATABASE_POOL_MAX: String(WORKER_POOL_MAX) };
}
