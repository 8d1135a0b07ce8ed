import type { Db } from '../db/db.ts';

/** The session's user as `row_to_json` gives it, and the request's client when it was asked for. */
export interface SessionRow<U, C> {
  user_json: U;
  request_client?: C | null;
}

interface Ask {
  tokenHash: string;
  now: Date;
  resolve: (row: SessionRow<unknown, unknown> | null) => void;
  reject: (error: unknown) => void;
}

// One request's read, as it was before reads were shared: the plan PostgreSQL keeps for a lone token.
const ONE = `SELECT row_to_json(u) AS user_json FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.token_hash = $1 AND s.expires_at > $2`;
const ONE_WITH_CLIENT = `SELECT row_to_json(u) AS user_json, (SELECT row_to_json(cl) FROM clients cl WHERE cl.domain = $3) AS request_client
   FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.token_hash = $1 AND s.expires_at > $2`;
const MANY = `SELECT s.token_hash, s.expires_at, row_to_json(u) AS user_json FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.token_hash = ANY($1::text[]) AND s.expires_at > $2`;
const MANY_WITH_CLIENT = `SELECT s.token_hash, s.expires_at, row_to_json(u) AS user_json,
       (SELECT row_to_json(cl) FROM clients cl WHERE cl.domain = $3) AS request_client
   FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.token_hash = ANY($1::text[]) AND s.expires_at > $2`;

/**
 * The session reads asked for in one turn of the event loop, sent as one statement per client domain
 * (issue 12). Under 50 connections a worker parses several requests a turn, and each signed-in request
 * began with its own read of its session: a statement that PostgreSQL runs and answers and the driver
 * sends and parses (on PGlite a crossing into the database's module), per request. As with the timetable's
 * venue lookups (db/sameTurnReads.ts), the statement goes out at the end of the turn, after every request
 * of that turn has asked, so its snapshot holds every change committed before any of them arrived (a
 * logout answered before a request was sent is seen by it); a read asked for once it has gone out waits
 * for the next turn's. Each session is checked against its own request's clock.
 */
export class SessionReads {
  /** Waiting reads by client domain ('' for requests whose client is already known). */
  private readonly turn = new Map<string, Ask[]>();
  private flushing = false;

  constructor(private readonly db: Db) {}

  /** The session of `tokenHash` still valid at `now`, with the client of `domain` when one is named. */
  read<U, C>(tokenHash: string, now: Date, domain: string | null): Promise<SessionRow<U, C> | null> {
    return new Promise((resolve, reject) => {
      const key = domain ?? '';
      let asks = this.turn.get(key);
      if (!asks) this.turn.set(key, (asks = []));
      asks.push({ tokenHash, now, resolve: resolve as Ask['resolve'], reject });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.flushing = false;
    const turn = [...this.turn];
    this.turn.clear();
    for (const [domain, asks] of turn) void this.send(domain === '' ? null : domain, asks);
  }

  private async send(domain: string | null, asks: Ask[]): Promise<void> {
    try {
      if (asks.length === 1) {
        const { tokenHash, now } = asks[0]!;
        const row = await this.db.one<SessionRow<unknown, unknown>>(
          domain === null ? ONE : ONE_WITH_CLIENT,
          domain === null ? [tokenHash, now] : [tokenHash, now, domain],
        );
        asks[0]!.resolve(row ?? null);
        return;
      }
      // The earliest clock of the turn in the statement, each session's expiry then checked against its
      // own request's: a session that expired between two requests of one turn is refused to the later.
      const earliest = new Date(Math.min(...asks.map((a) => a.now.getTime())));
      const hashes = [...new Set(asks.map((a) => a.tokenHash))];
      const rows = await this.db.query<SessionRow<unknown, unknown> & { token_hash: string; expires_at: Date }>(
        domain === null ? MANY : MANY_WITH_CLIENT,
        domain === null ? [hashes, earliest] : [hashes, earliest, domain],
      );
      const byHash = new Map(rows.map(({ token_hash, ...row }) => [token_hash, row]));
      for (const ask of asks) {
        const found = byHash.get(ask.tokenHash);
        if (!found || found.expires_at.getTime() <= ask.now.getTime()) ask.resolve(null);
        else ask.resolve({ user_json: found.user_json, request_client: found.request_client });
      }
    } catch (error) {
      for (const ask of asks) ask.reject(error);
    }
  }
}

const byDb = new WeakMap<Db, SessionReads>();

/** The shared session reads of one database handle (one per app; tests open several in one process). */
export function sessionReads(db: Db): SessionReads {
  let reads = byDb.get(db);
  if (!reads) byDb.set(db, (reads = new SessionReads(db)));
  return reads;
}
