import { parse, protocol, type PGlite } from '@electric-sql/pglite';

/**
 * Named prepared statements on PGlite (issue 12), as pg's on PostgreSQL (db/pg.ts). PGlite's `query` sends
 * every statement unnamed, so PostgreSQL parses and plans it on every call, and it crosses into the
 * WebAssembly module six times (parse, describe, bind, describe, execute, sync), decoding each answer in
 * JavaScript. Here a statement with parameters is parsed once per session under a name (its parameter
 * types read in the same exchange) and each call is one exchange: bind, describe, execute and sync
 * together, so PostgreSQL's plan cache serves it exactly as it serves pg's named statements. Its first run
 * goes through PGlite's `query` and its name comes after. Rows are
 * decoded by PGlite's own `parseResults` with the instance's parsers, so they come out as `query` gives
 * them; errors are PGlite's own DatabaseError (code, detail, constraint).
 * Prepared statements belong to the session, not to a transaction. A statement whose parse fails is not
 * remembered.
 */
export interface NamedStatements {
  /** `sql` has its named statement: `run` may be used. */
  has(sql: string): boolean;
  /**
   * Rows of `sql` with `params` through its named statement; `inTransaction`: the caller holds an open
   * PGlite transaction. The exchange is queued before this returns, so statements keep the order they
   * were asked for in.
   */
  run<T>(sql: string, params: unknown[], inTransaction: boolean): Promise<T[]>;
  /**
   * `sql` ran unnamed and succeeded: prepare it under a name once no transaction is open (a failed parse
   * in someone's open transaction would end it). Nothing waits for this; until it is done `has` is false.
   */
  ranUnnamed(sql: string): void;
  /** How many statements have a name, for tests. */
  readonly size: number;
}

interface Prepared {
  name: string;
  paramTypes: number[];
}

/** Enough for every statement the server has; past it, statements stay unnamed (PGlite's own `query`). */
const LIMIT = 5000;

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Names are unique in the process, so two of these over one PGlite session never reuse one. */
let next = 0;

export function namedStatements(pg: PGlite): NamedStatements {
  const prepared = new Map<string, Prepared>();
  const preparing = new Set<string>();

  async function prepare(sql: string): Promise<void> {
    const name = `venue_${(next++).toString(36)}`;
    const { messages } = await pg._runExclusiveTransaction(() =>
      pg.runExclusive(() =>
        pg.execProtocol(
          concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        ),
      ),
    );
    const description = messages.find((m) => m.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    prepared.set(sql, { name, paramTypes: description?.dataTypeIDs ?? [] });
  }

  return {
    has: (sql) => prepared.has(sql),
    run<T>(sql: string, params: unknown[], inTransaction: boolean): Promise<T[]> {
      const p = prepared.get(sql)!;
      // As PGlite's `query` serialises: by the parameter's type, else as text.
      const values = params.map((v, i) => {
        if (v === null || v === undefined) return null;
        const serializer = pg.serializers[p.paramTypes[i]!];
        return serializer ? serializer(v) : (v as { toString(): string }).toString();
      });
      const message = concat([
        serialize.bind({ statement: p.name, values: values as string[] }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      // Inside an open transaction under the query lock only (PGlite's transaction holds the other);
      // outside one, after any open transaction, as PGlite's `query` waits.
      const exchange = () => pg.runExclusive(() => pg.execProtocol(message, { syncToFs: !inTransaction }));
      return (inTransaction ? exchange() : pg._runExclusiveTransaction(exchange)).then(
        ({ messages }) => parse.parseResults(messages, pg.parsers)[0]!.rows as T[],
      );
    },
    ranUnnamed(sql) {
      if (prepared.has(sql) || preparing.has(sql) || prepared.size + preparing.size >= LIMIT) return;
      preparing.add(sql);
      prepare(sql)
        .catch(() => undefined)
        .finally(() => preparing.delete(sql));
    },
    get size() {
      return prepared.size;
    },
  };
}
