// The embedded database shares the server's thread: its transactions must leave the event loop turns to
// accept connections and read requests while a queue of them waits (issue 12).
import { openPglite } from './pglite.ts';

describe('PGlite transactions under load', () => {
  it('take turns with the event loop: a callback queued while 20 wait runs before the queue has drained', async () => {
    const db = await openPglite();
    try {
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
    } finally {
      await db.close();
    }
  });

  it('a failed transaction does not hold up the ones behind it', async () => {
    const db = await openPglite();
    try {
      const failing = db.transaction(async (tx) => {
        await tx.query('SELECT 1/0');
      });
      const next = db.transaction(async (tx) => (await tx.query<{ n: number }>('SELECT 2 AS n'))[0]!.n);
      await expect(failing).rejects.toThrow();
      expect(await next).toBe(2);
    } finally {
      await db.close();
    }
  });
});
