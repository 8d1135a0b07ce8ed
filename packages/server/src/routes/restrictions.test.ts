import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers } from '../testing/commerceFixtures.ts';

let t: TestApp;
let token: string;
let waiverId: number;
beforeAll(async () => {
  t = await testApp();
  token = await t.login('new@example.com');
  waiverId = (await t.db.one<{ id: number }>("SELECT id FROM restrictions WHERE name = 'Swimming lessons waiver'"))!.id;
});

describe('restrictions, waivers and custom questions', () => {
  it('RESTR-001 RESTR-010 API-049 one restriction with its terms', async () => {
    const r = await t.json(`/api/v1/activities/restrictions/${waiverId}`);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.data).sort()).toEqual(['id', 'name', 'related_category', 'satisfied', 'terms', 'type']);
    expect(r.body.data).toMatchObject({
      id: waiverId,
      name: 'Swimming lessons waiver',
      type: 'pre-purchase-waiver',
      satisfied: null,
    });
    expect((await t.json('/api/v1/activities/restrictions/999999')).status).toBe(404);
  });

  it('RESTR-009 the list is empty for guests and lists only what the customer has not satisfied', async () => {
    const guest = await t.json('/api/v1/activities/restrictions');
    expect(guest.body.data).toEqual([]);
    expect(guest.body.meta.pagination.total_records).toBe(0);
    const [u] = await createCustomers(t.db, 1, 'restr');
    const before = (await t.json('/api/v1/activities/restrictions', { token: u!.token })).body.data.map(
      (r: { id: number }) => r.id,
    );
    expect(before).toContain(waiverId);
    const signed = await t.json('/api/question-waivers', {
      token: u!.token,
      body: { waivers: [{ user_id: u!.id, restriction_id: waiverId }] },
    });
    expect(signed.status).toBe(201);
    const after = (await t.json('/api/v1/activities/restrictions', { token: u!.token })).body.data.map(
      (r: { id: number }) => r.id,
    );
    expect(after).not.toContain(waiverId);
    expect(after.length).toBe(before.length - 1);
  });

  it('RESTR-004 the type filter accepts only the pre-purchase kinds', async () => {
    const ok = await t.json('/api/v1/activities/restrictions?type[]=pre-purchase-induction', { token });
    expect(ok.body.data.map((r: { type: string }) => r.type)).toEqual(['pre-purchase-induction']);
    const bad = await t.json('/api/v1/activities/restrictions?type[]=post-purchase-waiver', { token });
    expect(bad.status).toBe(422);
  });

  it('RESTR-006 RESTR-007 RESTR-008 API-014 search length, page and per_page limits and the pagination meta', async () => {
    expect((await t.json(`/api/v1/activities/restrictions?search=${'a'.repeat(256)}`, { token })).status).toBe(422);
    expect((await t.json(`/api/v1/activities/restrictions?search=${'a'.repeat(255)}`, { token })).status).toBe(200);
    expect((await t.json('/api/v1/activities/restrictions?page=0', { token })).status).toBe(422);
    expect((await t.json('/api/v1/activities/restrictions?per_page=0', { token })).status).toBe(422);
    expect((await t.json('/api/v1/activities/restrictions?per_page=101', { token })).status).toBe(422);
    const r = await t.json('/api/v1/activities/restrictions?search=waiver&per_page=1', { token });
    expect(r.body.meta.pagination).toMatchObject({
      current_page: 1,
      records_per_page: 1,
      records_on_current_page: 1,
      first_record_on_page: 1,
      last_record_on_page: 1,
      previous_page: null,
    });
    const d = await t.json('/api/v1/activities/restrictions', { token });
    expect(d.body.meta.pagination.records_per_page).toBe(20);
    expect(Object.keys(d.body.meta.pagination).sort()).toEqual([
      'current_page',
      'first_record_on_page',
      'last_record_on_page',
      'next_page',
      'previous_page',
      'records_on_current_page',
      'records_per_page',
      'total_pages',
      'total_records',
    ]);
  });

  it('API-027 API-028 previous attendees are the customer and linked people, with their waiver state', async () => {
    const alexToken = await t.login('demo@example.com');
    const r = await t.json(`/api/${waiverId}/question-waivers/previous-attendees?query=Morgan`, { token: alexToken });
    expect(r.status).toBe(200);
    expect(r.body.data.map((p: { name: string }) => p.name)).toEqual(['Alex Morgan', 'Sam Morgan']);
    const sam = r.body.data[1];
    expect(sam.waiver_signed).toBe(false);
    const saved = await t.json('/api/question-waivers', {
      token: alexToken,
      body: { waivers: [{ user_id: sam.id, restriction_id: waiverId }] },
    });
    expect(saved.status).toBe(201);
    const again = await t.json(`/api/${waiverId}/question-waivers/previous-attendees?query=Sam`, { token: alexToken });
    expect(again.body.data).toEqual([expect.objectContaining({ id: sam.id, waiver_signed: true })]);
    const jamie = await t.userId('new@example.com');
    expect(
      (
        await t.json('/api/question-waivers', {
          token: alexToken,
          body: { waivers: [{ user_id: jamie, restriction_id: waiverId }] },
        })
      ).status,
    ).toBe(403);
  });

  it('API-025 VAL-010 custom answers sent for a basket item are checked and stored', async () => {
    const [u] = await createCustomers(t.db, 1, 'answers');
    const camp = (await t.json('/api/v1/activities/camps/summer-multi-sport-camp')).body.data;
    const qs = camp.custom_question_sections[0].questions as {
      id: number;
      type: string;
      options: { value: string }[];
    }[];
    const answers = [
      { custom_question_id: qs[0]!.id, answer: 'Pat 07700 900000' },
      { custom_question_id: qs[1]!.id, answer: qs[1]!.options[0]!.value },
    ];
    const added = await t.json(`/api/v1/users/${u!.id}/carts/activity-booking/items`, {
      token: u!.token,
      body: {
        data: {
          items: [{ purchasable_id: camp.id, purchasable_type: 'camp', quantity: 1, custom_question_answers: answers }],
        },
      },
    });
    expect(added.status).toBe(200);
    const cartId = added.body.data.id;
    const bad = await t.json(`/api/activities/cart/${cartId}/questions`, {
      token: u!.token,
      body: { answers: [{ custom_question_id: qs[1]!.id, answer: 'Age 99' }] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual([`answers.0.custom_question_answers.${qs[1]!.id}`]);
    const good = await t.json(`/api/activities/cart/${cartId}/questions`, {
      token: u!.token,
      body: { answers: [{ custom_question_id: qs[2]!.id, answer: 'Vegetarian' }] },
    });
    expect(good.status).toBe(200);
    const stored = await t.db.query<{ answer: { answer: string } }>(
      'SELECT answer FROM custom_question_answers WHERE user_id = $1 AND question_id = $2',
      [u!.id, qs[2]!.id],
    );
    expect(stored.map((s) => s.answer)).toEqual([{ answer: 'Vegetarian' }]);
  });

  it('API-026 answers for an occurrence of a course go to its questions', async () => {
    const c = (await t.json('/api/v1/activities/courses/swimming-lessons-stage-1')).body.data;
    const q = c.custom_question_sections[0].questions;
    const r = await t.json(`/api/activities/occurrences/${c.occurrences[0].id}/questions/answers`, {
      token,
      body: {
        answers: [
          { custom_question_id: q[0].id, answer: q[0].options[1].value },
          { custom_question_id: q[1].id, answer: 'None' },
        ],
      },
    });
    expect(r.status).toBe(201);
    expect(r.body.data).toHaveLength(2);
    const missing = await t.json(`/api/activities/occurrences/${c.occurrences[0].id}/questions/answers`, {
      token,
      body: { answers: [{ custom_question_id: q[1].id, answer: 'None' }] },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[`answers.custom_question_answers.${q[0].id}`]).toEqual(['This field is required']);
  });

  it('API-026 answers by numeric activity id: 404 for an unknown activity, 422 when it has no questions', async () => {
    expect(
      (
        await t.json('/api/activities/999999/questions/answers', {
          token,
          body: { answers: [{ custom_question_id: 1, answer: 'x' }] },
        })
      ).status,
    ).toBe(404);
    // Spin asks nothing (riverside's yoga does, below).
    const activity = await t.db.one<{ id: number }>("SELECT id FROM activities WHERE slug = 'spin' LIMIT 1");
    const r = await t.json(`/api/activities/${activity!.id}/questions/answers`, {
      token,
      body: { answers: [{ custom_question_id: 1, answer: 'x' }] },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors.answers).toEqual(['This activity has no custom questions.']);
    expect((await t.json(`/api/activities/${activity!.id}/questions/answers`, { body: { answers: [] } })).status).toBe(
      401,
    );
  });

  it("API-026 a class asks its activity's questions: on its timetable entry, answers checked (422 naming the field) and saved", async () => {
    const day = await t.db.one<{ d: string }>(
      `SELECT to_char(o.starts_at AT TIME ZONE 'Europe/London', 'YYYY-MM-DD') AS d
         FROM occurrences o JOIN activities a ON a.id = o.activity_id JOIN venues v ON v.id = o.venue_id
        WHERE v.slug = 'riverside' AND a.slug = 'yoga' AND o.starts_at > now() + interval '1 day'
        ORDER BY o.starts_at LIMIT 1`,
    );
    const timetable = await t.json(`/api/venue/riverside/activity/yoga/v2/timetable?date=${day!.d}`);
    const entry = timetable.body.data[0];
    expect(entry.custom_question_sections).toHaveLength(1);
    const question = entry.custom_question_sections[0].questions[0];
    expect(question).toMatchObject({
      question: 'Is this your first yoga class with us?',
      type: 'select',
      required: false,
      options: [{ value: 'Yes' }, { value: 'No' }],
    });
    const spin = await t.json(`/api/venue/riverside/activity/spin/v2/timetable?date=${day!.d}`);
    expect(spin.body.data[0].custom_question_sections).toBeUndefined();
    const path = `/api/activities/occurrences/${entry.id}/questions/answers`;
    const wrong = await t.json(path, {
      token,
      body: { answers: [{ custom_question_id: question.id, answer: 'Maybe' }] },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual([`answers.custom_question_answers.${question.id}`]);
    const right = await t.json(path, {
      token,
      body: { answers: [{ custom_question_id: question.id, answer: 'Yes' }] },
    });
    expect(right.status).toBe(201);
    expect(right.body.data[0]).toMatchObject({ custom_question_id: question.id, answer: 'Yes' });
  });
});
