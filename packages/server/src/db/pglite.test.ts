// The embedded database shares the server's thread: its transactions must leave the event loop turns to
// accept connections and read requests while a queue of them waits (issue 12).
import { openPglite } from './pglite.ts';

describe('PGlite transactions under load', () => {
  // One in-memory database for both tests: each start runs initdb (5 s, 12 under load), and neither test
  // leaves anything behind (a sleep, a failed division) that the other could see.
  let db: Awaited<ReturnType<typeof openPglite>>;
  beforeAll(async () => {
    db = await openPglite();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('take turns with the event loop: a callback queued while 20 wait runs before the queue has drained', async () => {
    let done = 0;
    const queue = Array.from({ length: 20 }, () =>
      db.transaction(async (tx) => {
        await tx.query('SELECT pg_sleep(0.002)');
        done++;
      }),
    );
    // What Node's poll and check phases stand for: a new connection's accept, a request's body.
    const sawLoop = new Promise<number>((resolve) => setImmediate(() => setImmediate(() => resolve(done))));
    const seenAt = await sawLoop;
    await Promise.all(queue);
    expect(done).toBe(20);
    expect(seenAt).toBeLessThan(5);
  });

  it('a failed transaction does not hold up the ones behind it', async () => {
    const failing = db.transaction(async (tx) => {
      await tx.query('SELECT 1/0');
    });
    const next = db.transaction(async (tx) => (await tx.query<{ n: number }>('SELECT 2 AS n'))[0]!.n);
    await expect(failing).rejects.toThrow();
    expect(await next).toBe(2);
  });
});
