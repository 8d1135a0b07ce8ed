// Issue 12: the session reads of one turn go as one statement, and each request still gets its own
// session, judged at its own clock; on both databases (server-suite-pg.mjs runs this file on PostgreSQL).
import type { Db } from '../db/db.ts';
import { createCustomers } from '../testing/commerceFixtures.ts';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { hashToken } from './tokens.ts';
import { SessionReads } from './sessionReads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

/** `t.db` with every statement it is sent written down. */
function counting(db: Db) {
  const sent: string[] = [];
  const wrapped: Db = {
    ...db,
    query: (sql, params) => (sent.push(sql), db.query(sql, params)),
    one: (sql, params) => (sent.push(sql), db.one(sql, params)),
  };
  return { sent, db: wrapped };
}

describe('session reads of one turn', () => {
  it('go as one statement and answer each token with its own user (and the client when asked)', async () => {
    const customers = await createCustomers(t.db, 5, 'sessionturn');
    const { sent, db } = counting(t.db);
    const reads = new SessionReads(db);
    const now = new Date();
    const asked = [
      ...customers.map((c) =>
        reads.read<{ id: number }, { domain: string }>(hashToken(c.token), now, 'riverside-leisure'),
      ),
      reads.read<{ id: number }, { domain: string }>(hashToken('no-such-token'), now, 'riverside-leisure'),
    ];
    const rows = await Promise.all(asked);
    expect(sent).toHaveLength(1);
    expect(rows.slice(0, 5).map((r) => r?.user_json.id)).toEqual(customers.map((c) => c.id));
    expect(rows.slice(0, 5).every((r) => r?.request_client?.domain === 'riverside-leisure')).toBe(true);
    expect(rows[5]).toBeNull();
  });

  it('sends one statement per client domain, and reads asked for after it has gone out wait for the next', async () => {
    const [a, b] = await createCustomers(t.db, 2, 'sessiondomains');
    const { sent, db } = counting(t.db);
    const reads = new SessionReads(db);
    const now = new Date();
    const first = reads.read<{ id: number }, { domain: string }>(hashToken(a!.token), now, 'riverside-leisure');
    const known = reads.read<{ id: number }, never>(hashToken(b!.token), now, null);
    const [withClient, without] = await Promise.all([first, known]);
    expect(sent).toHaveLength(2);
    expect(withClient?.user_json.id).toBe(a!.id);
    expect(without?.user_json.id).toBe(b!.id);
    expect(without?.request_client).toBeUndefined();
    // Logged out before the next request was sent: that request sees it.
    await t.db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(a!.token)]);
    expect(await reads.read(hashToken(a!.token), new Date(), null)).toBeNull();
    expect(sent).toHaveLength(3);
  });

  it("judges each session's expiry at its own request's clock", async () => {
    const [a, b] = await createCustomers(t.db, 2, 'sessionexpiry');
    const expires = new Date(Date.now() + 60_000);
    await t.db.query('UPDATE sessions SET expires_at = $1 WHERE token_hash = ANY($2::text[])', [
      expires,
      [hashToken(a!.token), hashToken(b!.token)],
    ]);
    const reads = new SessionReads(t.db);
    const before = new Date(expires.getTime() - 1);
    const after = new Date(expires.getTime() + 1);
    const [early, late, same] = await Promise.all([
      reads.read<{ id: number }, never>(hashToken(a!.token), before, null),
      reads.read<{ id: number }, never>(hashToken(b!.token), after, null),
      reads.read<{ id: number }, never>(hashToken(a!.token), after, null),
    ]);
    expect(early?.user_json.id).toBe(a!.id);
    expect(late).toBeNull();
    expect(same).toBeNull();
  });
});
