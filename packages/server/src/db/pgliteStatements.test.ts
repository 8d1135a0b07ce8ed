// PGlite's named prepared statements (issue 12): a statement with parameters is prepared once and then
// bound and executed in one exchange; it must answer exactly as PGlite's own `query` does.
import { openPglite } from './pglite.ts';
import { namedStatements } from './pgliteStatements.ts';

type Opened = Awaited<ReturnType<typeof openPglite>>;
let db: Opened;

beforeAll(async () => {
  db = await openPglite();
  await db.exec(`CREATE TABLE probe (id int PRIMARY KEY, code char(3), name varchar(20), at timestamptz, doc jsonb,
                                     price numeric, tags int[], day date)`);
});
afterAll(() => db.close());

describe('PGlite named statements', () => {
  it('answer with the same rows, names and types as PGlite’s own query', async () => {
    const at = new Date('2026-11-28T10:00:00.000Z');
    await db.query('INSERT INTO probe VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
      1,
      'GBP',
      'one',
      at,
      { a: [1] },
      12.5,
      [1, 2],
      '2026-11-28',
    ]);
    const sql = `SELECT id, code, name, at, doc, price, tags, day, id::text AS same_id, NULL::text AS nothing, count(*) OVER () AS n
                   FROM probe WHERE id = $1 AND name = ANY($2::text[])`;
    const own = (await db.pglite.query(sql, [1, ['one']])).rows;
    const named = namedStatements(db.pglite);
    named.ranUnnamed(sql);
    await db.query('SELECT 1 WHERE $1', [true]); // after the name's exchange, which queued first
    await vi.waitFor(() => expect(named.has(sql)).toBe(true));
    const first = await named.run(sql, [1, ['one']], false);
    const second = await named.run(sql, [1, ['one']], false);
    expect(named.size).toBe(1);
    expect(own).toEqual([
      {
        id: 1,
        code: 'GBP',
        name: 'one',
        at,
        doc: { a: [1] },
        price: 12.5,
        tags: [1, 2],
        day: '2026-11-28',
        same_id: '1',
        nothing: null,
        n: 1,
      },
    ]);
    expect(first).toEqual(own);
    expect(second).toEqual(own);
    // Through the Db: every call after the first reuses the statement.
    expect(await db.query(sql, [1, ['one']])).toEqual(own);
    expect(await db.transaction((tx) => tx.query(sql, [1, ['one']]))).toEqual(own);
  });

  it('a write without RETURNING answers no rows, and a write with RETURNING its rows', async () => {
    const update = 'UPDATE probe SET name = $2 WHERE id = $1';
    for (const name of ['a', 'b', 'c']) expect(await db.query(update, [1, name])).toEqual([]);
    const insert = 'INSERT INTO probe (id, name) VALUES ($1, $2) RETURNING id, name';
    for (const id of [10, 11, 12]) expect(await db.query(insert, [id, `n${id}`])).toEqual([{ id, name: `n${id}` }]);
    expect((await db.one<{ name: string }>('SELECT name FROM probe WHERE id = $1', [1]))!.name).toBe('c');
  });

  it('keep the error of a failing statement (a unique violation stays 23505), and the next statement runs', async () => {
    const insert = 'INSERT INTO probe (id) VALUES ($1)';
    await db.query(insert, [20]);
    await expect(db.query(insert, [20])).rejects.toMatchObject({ code: '23505', constraint: 'probe_pkey' });
    await expect(db.transaction((tx) => tx.query(insert, [20]))).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('SELECT id FROM probe WHERE id = $1', [20])).toEqual([{ id: 20 }]);
  });

  it('a statement first prepared in a transaction that rolls back still works after it', async () => {
    const sql = 'SELECT name FROM probe WHERE id = $1 AND $2::boolean';
    await expect(
      db.transaction(async (tx) => {
        expect(await tx.query(sql, [1, true])).toEqual([{ name: 'c' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await db.query(sql, [1, true])).toEqual([{ name: 'c' }]);
    expect(await db.transaction((tx) => tx.query(sql, [1, false]))).toEqual([]);
  });

  it('a statement that does not parse is not remembered', async () => {
    const named = namedStatements(db.pglite);
    const bad = 'SELECT nosuchcolumn FROM probe WHERE id = $1';
    named.ranUnnamed(bad);
    await db.query('SELECT 1 WHERE $1', [true]);
    await new Promise((r) => setTimeout(r, 20));
    expect(named.has(bad)).toBe(false);
    expect(named.size).toBe(0);
    await expect(db.query(bad, [1])).rejects.toMatchObject({ code: '42703' });
  });

  it('a transaction’s statements run in the order asked, named or not (a read sent behind a write sees it)', async () => {
    const read = 'SELECT name FROM probe WHERE id = $1';
    await db.query(read, [1]);
    await db.query(read, [1]); // named by now
    for (const name of ['first', 'second']) {
      // The write is new (unnamed, PGlite's own query); the read behind it, named, must not overtake it.
      const seen = await db.transaction(async (tx) => {
        const writing = tx.query(`UPDATE probe SET name = $2 WHERE id = $1 AND '${name}' <> ''`, [1, name]);
        const reading = tx.query<{ name: string }>(read, [1]);
        await writing;
        return (await reading)[0]!.name;
      });
      expect(seen).toBe(name);
    }
  });

  it('waits for an open transaction before a statement outside it, as PGlite’s query does', async () => {
    const order: string[] = [];
    let started!: () => void;
    const inside = new Promise<void>((r) => (started = r));
    const tx = db.transaction(async (t) => {
      await t.query('UPDATE probe SET name = $2 WHERE id = $1', [1, 'in tx']);
      started();
      await new Promise((r) => setTimeout(r, 30));
      order.push('tx');
    });
    await inside;
    const outside = db.query<{ name: string }>('SELECT name FROM probe WHERE id = $1', [1]).then((r) => {
      order.push('outside');
      return r;
    });
    await Promise.all([tx, outside]);
    expect(order).toEqual(['tx', 'outside']);
    expect((await outside)[0]!.name).toBe('in tx');
  });
});
