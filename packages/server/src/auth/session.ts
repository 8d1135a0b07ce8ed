import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { INT4_MAX } from '@venue/core/contract';
import type { Db } from '../db/db.ts';
import { forbidden, notFound, unauthenticated } from '../http/errors.ts';
import { markActingFor } from '../http/staffWording.ts';
import { hashToken, newToken } from './tokens.ts';
import { sessionReads } from './sessionReads.ts';
import type { ClientRow, UserRow } from '../db/rows.ts';

/** A clients row as row_to_json gives it: timestamps are ISO text. */
type RawClient = Omit<ClientRow, 'created_at'> & { created_at: string };

/** A users row as row_to_json gives it: timestamps are ISO text (dates, as our parser keeps them, text). */
type RawUser = Omit<UserRow, 'email_verified_at' | 'created_at'> & {
  email_verified_at: string | null;
  created_at: string;
};

/**
 * The session's user as the row `SELECT * FROM users` gives (session.test.ts compares the two, so a new
 * timestamp column cannot come back as text unnoticed).
 */
function userRow(raw: RawUser): UserRow {
  return {
    ...raw,
    email_verified_at: raw.email_verified_at === null ? null : new Date(raw.email_verified_at),
    created_at: new Date(raw.created_at),
  };
}

/** A row of `users` (all columns). */
export type { UserRow };

export interface AuthState {
  resolved: boolean;
  user: UserRow | null;
  tokenHash: string | null;
}

// Structural context type so this module does not import AppEnv (which imports it).
type AnyCtx = Context<{
  Variables: { deps: { db: Db; config: { defaultClientDomain: string }; now: () => Date }; auth: AuthState };
}>;

/** The client domain of the request: `X-Client-Domain`, else the configured default. */
export function clientDomain(c: Context): string {
  const ctx = c as unknown as AnyCtx;
  return c.req.header('x-client-domain')?.trim() || ctx.get('deps').config.defaultClientDomain;
}

/** The session token from `Authorization: Bearer` or the `<client domain>-auth-token` cookie. */
export function readToken(c: Context): string | null {
  const auth = c.req.header('authorization');
  if (auth?.toLowerCase().startsWith('bearer ')) {
    const t = auth.slice(7).trim();
    if (t) return t;
  }
  return getCookie(c, `${clientDomain(c)}-auth-token`) ?? null;
}

/** The logged-in user, or null. Resolved once per request. */
export async function currentUser(c: Context): Promise<UserRow | null> {
  const ctx = c as unknown as AnyCtx;
  const state = ctx.get('auth');
  if (state?.resolved) return state.user;
  const token = readToken(c);
  let user: UserRow | null = null;
  let tokenHash: string | null = null;
  if (token) {
    tokenHash = hashToken(token);
    // The request's client comes in the same round trip when nothing has read it yet (issue 12): nearly
    // every signed-in call needs both, and currentClient (http/tenant.ts) then finds it in the context.
    const withClient =
      (c as unknown as Context<{ Variables: { client: ClientRow | undefined } }>).get('client') === undefined;
    // The user comes as one JSON column (issue 12): node-postgres sets up and parses every column of every
    // row it receives, and the 35 columns of `u.*` cost the server about 0.1 ms an add more than one. The
    // reads of one turn go together (sessionReads.ts).
    const row = await sessionReads(ctx.get('deps').db).read<RawUser, RawClient>(
      tokenHash,
      ctx.get('deps').now(),
      withClient ? clientDomain(c) : null,
    );
    if (row) {
      user = userRow(row.user_json);
      const client = row.request_client;
      if (client) c.set('client' as never, { ...client, created_at: new Date(client.created_at) } as never);
    }
  }
  ctx.set('auth', { resolved: true, user, tokenHash: user ? tokenHash : null });
  return user;
}

/** The logged-in user, or a 401 `{message:'Unauthenticated.'}`. */
export async function requireUser(c: Context): Promise<UserRow> {
  const user = await currentUser(c);
  if (!user) throw unauthenticated();
  return user;
}

/** A logged-in front-of-house staff member, else 401/403. */
export async function requireStaff(c: Context): Promise<UserRow> {
  const user = await requireUser(c);
  if (user.role !== 'staff') throw forbidden();
  return user;
}

/**
 * Whom the request acts for. `selected_user_id` (argument, else the query param) is honoured only for
 * staff; a customer naming anyone but themself gets 403 'Unauthorised.'. Unknown users are 404.
 */
export async function actingUser(c: Context, selectedUserId?: number | string | null): Promise<UserRow> {
  const user = await requireUser(c);
  const raw = selectedUserId ?? c.req.query('selected_user_id');
  if (raw === undefined || raw === null || raw === '') return user;
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) throw forbidden();
  if (id === user.id) return user;
  if (user.role !== 'staff') throw forbidden();
  // Read from the raw query by routes whose schema does not declare it: past int4 no user can have it.
  if (id > INT4_MAX) throw notFound();
  const customer = await clientUser((c as unknown as AnyCtx).get('deps').db, id, user.client_id);
  markActingFor(c, customer.id);
  return customer;
}

/** The user staff act for: one of their own client's users by id, else 404 (never another client's). */
export async function clientUser(db: Db, id: number, clientId: number): Promise<UserRow> {
  const user = await db.one<UserRow>('SELECT * FROM users WHERE id = $1 AND client_id = $2', [id, clientId]);
  if (!user) throw notFound();
  return user;
}

/** Starts a session; returns the token (only its hash is stored). */
export async function createSession(db: Db, userId: number, now: Date, days: number): Promise<string> {
  const { token, hash } = newToken();
  const expires = new Date(now.getTime() + days * 86_400_000);
  await db.query('INSERT INTO sessions (user_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    userId,
    hash,
    now,
    expires,
  ]);
  return token;
}

/** Ends the request's session, if any. */
export async function destroySession(c: Context): Promise<void> {
  const token = readToken(c);
  if (!token) return;
  const ctx = c as unknown as AnyCtx;
  await ctx.get('deps').db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
  ctx.set('auth', { resolved: true, user: null, tokenHash: null });
}
