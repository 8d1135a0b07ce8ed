import type { Context, Hono } from 'hono';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { AuthState } from '../auth/session.ts';
import type { ClientRow } from './tenant.ts';

/**
 * What every handler can reach: `c.get('deps').db`, `.config`, `.now()`. Always through `c.get`, never
 * `c.var`: Hono's `c.var` copies every variable into a new object on each read, and an add read it a dozen
 * times.
 */
export interface Deps {
  db: Db;
  config: Config;
  /** The clock; tests may pin it. */
  now: () => Date;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    /** Lazily resolved session (see auth/session.ts); use currentUser/requireUser/actingUser. */
    auth: AuthState;
    /** Cached by currentClient(c). */
    client: ClientRow | undefined;
    /** The customer staff act for (selected_user_id), set when that is granted: answers are worded for staff. */
    actingFor: number | undefined;
  };
}

export type App = Hono<AppEnv>;
export type Ctx = Context<AppEnv>;
