// Db.commit (issue 12): a transaction ended by its last statement, as the add to basket ends its own.
// Runs on PGlite and, in the PostgreSQL pass, on pg's pipelined connections.
import { testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await t.db.exec('CREATE TABLE commit_probe (id int PRIMARY KEY, note text)');
});

const count = async () => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM commit_probe'))!.n;

describe('Db.commit', () => {
  it('commits what was sent, answers the statement sent behind it, and refuses statements after it', async () => {
    const rows = await t.db.transaction(async (tx) => {
      const inserting = tx.query('INSERT INTO commit_probe (id, note) VALUES ($1, $2)', [1, 'one']);
      const read = tx.commit<{ n: number }>({
        sql: 'SELECT count(*)::int AS n FROM commit_probe WHERE id = $1',
        params: [1],
      });
      await inserting;
      const answer = await read;
      await expect(tx.query('SELECT 1')).rejects.toThrow(/committed/);
      return answer;
    });
    expect(rows).toEqual([{ n: 1 }]);
    expect(await count()).toBe(1);
  });

  it('a statement that fails before commit() leaves nothing committed, and both reject', async () => {
    const before = await count();
    let statementError: unknown;
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('INSERT INTO commit_probe (id, note) VALUES ($1, $2)', [2, 'two']);
        // The same key again: fails, and on PostgreSQL the COMMIT behind it turns into a rollback.
        const failing = tx.query('INSERT INTO commit_probe (id, note) VALUES ($1, $2)', [2, 'again']);
        const committing = tx.commit();
        committing.catch(() => undefined);
        try {
          await failing;
        } catch (e) {
          statementError = e;
        }
        await committing;
      }),
    ).rejects.toThrow();
    expect(statementError).toBeDefined();
    expect(await count()).toBe(before);
  });

  it('unflushedCommit turns synchronous_commit off for that transaction only (PostgreSQL)', async () => {
    const setting = (tx: typeof t.db) =>
      tx.one<{ s: string }>("SELECT current_setting('synchronous_commit') AS s").then((r) => r!.s);
    const before = await setting(t.db);
    const inside = await t.db.transaction((tx) => setting(tx), { unflushedCommit: true });
    // Every pooled connection: the setting must not outlive its transaction on any of them.
    const after = await Promise.all(Array.from({ length: 20 }, () => t.db.transaction((tx) => setting(tx))));
    if (t.db.kind === 'pg') expect(inside).toBe('off');
    expect(after.every((s) => s === before)).toBe(true);
  });

  it('a nested transaction cannot commit the one around it', async () => {
    await expect(t.db.transaction((tx) => tx.transaction((inner) => inner.commit()))).rejects.toThrow(/nested/);
  });
});
