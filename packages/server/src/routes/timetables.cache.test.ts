import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers } from '../testing/commerceFixtures.ts';
import { addDays, localDate } from '../time/londonTime.ts';

let t: TestApp;
const date = addDays(localDate(new Date(), 'Europe/London'), 4);
const path = `/api/venue/riverside/activity/yoga/v2/timetable?date=${date}`;

beforeAll(async () => {
  t = await testApp();
});

async function entry(id: string, token?: string) {
  const r = await t.json(path, token ? { token } : {});
  expect(r.status).toBe(200);
  return { found: r.body.data.find((e: { id: string }) => e.id === id), etag: r.headers.get('etag')! };
}

/**
 * The public part of a timetable is kept in each server process while its venue's change counter stays
 * put (issue 12). Writes here go straight to the database, as another server process's would, so a
 * cache that ignored the counter would answer the old day.
 */
describe('timetable reads follow every committed change (issue 12)', () => {
  it('a capacity change, a renamed instructor and a place taken show on the next read', async () => {
    const first = await t.json(path);
    const target = first.body.data.find(
      (e: { capacity: { available: number }; instructors: unknown[] }) =>
        e.capacity.available > 0 && e.instructors.length > 0,
    );
    expect(target, 'a yoga class with places and an instructor').toBeTruthy();
    const etag = first.headers.get('etag')!;
    expect((await entry(target.id)).found).toEqual(target);

    await t.db.query('UPDATE occurrences SET capacity_maximum = capacity_maximum + 3 WHERE id = $1', [target.id]);
    const wider = (await entry(target.id)).found;
    expect(wider.capacity.maximum).toBe(target.capacity.maximum + 3);
    expect(wider.capacity.available).toBe(target.capacity.available + 3);

    const instructor = target.instructors[0] as { id: string; name: string };
    await t.db.query('UPDATE instructors SET name = $2 WHERE id = $1', [Number(instructor.id), 'Renamed Teacher']);
    const renamed = (await entry(target.id)).found;
    expect(renamed.instructors.find((i: { id: string }) => i.id === instructor.id).name).toBe('Renamed Teacher');
    await t.db.query('UPDATE instructors SET name = $2 WHERE id = $1', [Number(instructor.id), instructor.name]);

    const [customer] = await createCustomers(t.db, 1, `ttc${Date.now().toString(36)}`);
    const added = await t.json('/api/activities/cart/add', {
      token: customer!.token,
      body: { items: [{ id: target.id, type: 'activity' }] },
    });
    expect(added.status).toBe(200);
    const taken = await entry(target.id);
    expect(taken.found.capacity.consumed).toBe(target.capacity.consumed + 1);
    // And the viewer's own part is theirs alone: the customer sees the class in their basket.
    expect((await entry(target.id, customer!.token)).found.bookable_action.action).not.toBe(
      target.bookable_action.action,
    );

    const stale = await t.request(path, { headers: { 'If-None-Match': etag } });
    expect(stale.status).toBe(200);
  });
  it("a class's custom question edited by the operator shows on the next read", async () => {
    const asked = (await t.json(path)).body.data.find(
      (e: { custom_question_sections?: unknown[] }) => (e.custom_question_sections ?? []).length > 0,
    );
    expect(asked, 'a yoga class that asks a question (demo data)').toBeTruthy();
    const question = asked.custom_question_sections[0].questions[0] as { id: string | number; question: string };
    await t.db.query('UPDATE custom_questions SET question = $2 WHERE id = $1', [Number(question.id), 'Edited?']);
    try {
      const after = (await entry(asked.id)).found;
      expect(after.custom_question_sections[0].questions[0].question).toBe('Edited?');
    } finally {
      await t.db.query('UPDATE custom_questions SET question = $2 WHERE id = $1', [
        Number(question.id),
        question.question,
      ]);
    }
  });
});

// Several server processes on one PostgreSQL: two bookings commit in the other order from the one they began
// in. The counter's rows only grow, so the sum read after each commit is new, and the cached day with it.
describe.skipIf(!process.env.DATABASE_URL)('the change counter with transactions committing out of order', () => {
  it('a read after each commit shows that commit, whichever began first', async () => {
    const first = await t.json(path);
    const [a, b] = first.body.data.filter((e: { capacity: { available: number } }) => e.capacity.available > 1);
    expect(a && b, 'two yoga classes with places').toBeTruthy();
    let releaseEarly!: () => void;
    const earlyMayCommit = new Promise<void>((resolve) => (releaseEarly = resolve));
    let earlyUpdated!: () => void;
    const earlyHasUpdated = new Promise<void>((resolve) => (earlyUpdated = resolve));
    const early = t.db.transaction(async (tx) => {
      await tx.query('UPDATE occurrences SET capacity_maximum = capacity_maximum + 1 WHERE id = $1', [a.id]);
      earlyUpdated();
      await earlyMayCommit;
    });
    await earlyHasUpdated;
    await t.db.transaction(async (tx) => {
      await tx.query('UPDATE occurrences SET capacity_maximum = capacity_maximum + 1 WHERE id = $1', [b.id]);
    });
    const afterLate = await t.json(path);
    const find = (body: { data: Array<{ id: string; capacity: { maximum: number } }> }, id: string) =>
      body.data.find((e) => e.id === id)!.capacity.maximum;
    expect(find(afterLate.body, b.id)).toBe(b.capacity.maximum + 1);
    expect(find(afterLate.body, a.id)).toBe(a.capacity.maximum);
    releaseEarly();
    await early;
    const afterEarly = await t.json(path);
    expect(find(afterEarly.body, a.id)).toBe(a.capacity.maximum + 1);
    expect(afterEarly.headers.get('etag')).not.toBe(afterLate.headers.get('etag'));
  });
});

describe('timetable reads of one venue arriving together (issue 12)', () => {
  it('share one venue lookup, and a read after a change still sees it', async () => {
    const lookups: string[] = [];
    const one = t.db.one.bind(t.db);
    t.db.one = ((sql: string, params?: unknown[]) => {
      if (sql.includes('timetable_versions')) lookups.push(sql);
      return one(sql, params);
    }) as typeof t.db.one;
    try {
      const answers = await Promise.all(Array.from({ length: 6 }, () => t.json(path)));
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
      expect(new Set(answers.map((a) => a.headers.get('etag'))).size).toBe(1);
      expect(lookups.length).toBeGreaterThanOrEqual(1);
      expect(lookups.length).toBeLessThan(6);

      const target = answers[0]!.body.data.find((e: { capacity: { available: number } }) => e.capacity.available > 0);
      await t.db.query('UPDATE occurrences SET capacity_maximum = capacity_maximum + 1 WHERE id = $1', [target.id]);
      const after = await Promise.all(Array.from({ length: 3 }, () => entry(target.id)));
      for (const read of after) expect(read.found.capacity.maximum).toBe(target.capacity.maximum + 1);
      await t.db.query('UPDATE occurrences SET capacity_maximum = capacity_maximum - 1 WHERE id = $1', [target.id]);
    } finally {
      t.db.one = one;
    }
  });
});
