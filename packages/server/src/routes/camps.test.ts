import { courseSchedule } from '@venue/core/contract';
import { createCustomers } from '../testing/testKit.ts';
import { testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let alexToken: string;
let alex: number;
let sam: number;
beforeAll(async () => {
  t = await testApp();
  alexToken = await t.login('demo@example.com');
  alex = await t.userId('demo@example.com');
  sam = (await t.db.one<{ id: number }>("SELECT id FROM users WHERE reference = 'RLT000002'"))!.id;
});

type Camp = {
  id: string;
  custom_question_sections: {
    questions: { id: number; type: string; required: boolean; options: { value: string }[] }[];
  }[];
  price: { value: number };
  day_price: { value: number; formatted: string } | null;
  capacity: { available: number };
  occurrences: { id: string; capacity: { available: number; maximum: number }; price: { value: number } }[];
};

const camp = async (slug: string, token?: string): Promise<Camp> =>
  (await t.json(`/api/v1/activities/camps/${slug}`, { token: token ?? null })).body.data;

/** The camp's required questions answered (the summer camp asks for an emergency contact and a T-shirt size). */
const answers = (c: Camp) =>
  c.custom_question_sections
    .flatMap((s) => s.questions)
    .filter((q) => q.required)
    .map((q) => ({
      custom_question_id: q.id,
      answer: q.type === 'select' ? q.options[0]!.value : 'Jo Morgan 07700 900123',
    }));

const add = (userId: number, token: string, item: Record<string, unknown>, c?: Camp) =>
  t.json(`/api/v1/users/${userId}/carts/activity-booking/items`, {
    token,
    body: {
      data: {
        items: [
          { purchasable_type: 'camp', quantity: 1, ...(c ? { custom_question_answers: answers(c) } : {}), ...item },
        ],
      },
    },
  });

async function clear(token: string) {
  await t.json('/api/activities/cart', { method: 'DELETE', token });
}

describe('camps booked by the day (issue 11)', () => {
  it('a camp answers its day price and each day its own places, in the contract shape', async () => {
    const summer = await camp('summer-multi-sport-camp');
    expect(courseSchedule.safeParse(summer).error).toBeUndefined();
    expect(summer.price.value).toBe(12500);
    expect(summer.day_price).toMatchObject({ value: 2800, formatted: '£28.00' });
    expect(summer.occurrences).toHaveLength(5);
    expect(summer.occurrences.every((o) => o.price.value === 2800 && o.capacity.available === 20)).toBe(true);
    const courses = (await t.json('/api/v1/activities/courses/swimming-lessons-stage-1')).body.data;
    expect(courses.day_price).toBeNull();
  });

  it('the half-term camp has a sold-out day, so the whole camp has no places but the other days do', async () => {
    const half = await camp('half-term-multi-sport-camp');
    expect(half.occurrences.map((o) => o.capacity.available)).toEqual([12, 0, 12]);
    expect(half.capacity.available).toBe(0);
  });

  it('three days for the linked child cost three day prices and take places on those days only', async () => {
    await clear(alexToken);
    const summer = await camp('summer-multi-sport-camp');
    const days = [summer.occurrences[0]!.id, summer.occurrences[1]!.id, summer.occurrences[3]!.id];
    const r = await add(
      alex,
      alexToken,
      { purchasable_id: summer.id, purchased_for_user_id: sam, occurrence_ids: days },
      summer,
    );
    expect(r.status).toBe(200);
    const item = r.body.data.items.find((i: { name: string }) => i.name === 'Summer multi-sport camp');
    expect(item.price.value).toBe(3 * 2800);
    expect(item.child_items).toHaveLength(3);
    expect(item.cartable_resource.duration).toBe('3 of 5 days');
    const after = await camp('summer-multi-sport-camp');
    expect(after.occurrences.map((o) => o.capacity.available)).toEqual([19, 19, 20, 19, 20]);
    const bookings = await t.db.query<{ user_id: number }>(
      'SELECT user_id FROM bookings WHERE occurrence_id = ANY($1::text[]) AND status = $2',
      [days, 'reserved'],
    );
    expect(bookings.map((b) => b.user_id)).toEqual([sam, sam, sam]);
    await clear(alexToken);
    expect((await camp('summer-multi-sport-camp')).occurrences.every((o) => o.capacity.available === 20)).toBe(true);
  });

  it('every day chosen is the whole camp at the whole-camp price', async () => {
    const [u] = await createCustomers(t.db, 1, 'campwhole');
    const summer = await camp('summer-multi-sport-camp');
    const r = await add(
      u!.id,
      u!.token,
      {
        purchasable_id: summer.id,
        occurrence_ids: summer.occurrences.map((o) => o.id),
      },
      summer,
    );
    expect(r.status).toBe(200);
    expect(r.body.data.items[0].price.value).toBe(12500);
  });

  it('a sold-out day is refused with a clear message; the other days of that camp can be booked', async () => {
    const [u] = await createCustomers(t.db, 1, 'campsold');
    const half = await camp('half-term-multi-sport-camp');
    const soldOut = await add(u!.id, u!.token, { purchasable_id: half.id, occurrence_ids: [half.occurrences[1]!.id] });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.message).toBe('Sorry, there are no places left.');
    const whole = await add(u!.id, u!.token, { purchasable_id: half.id });
    expect(whole.status).toBe(409);
    const others = await add(u!.id, u!.token, {
      purchasable_id: half.id,
      occurrence_ids: [half.occurrences[0]!.id, half.occurrences[2]!.id],
    });
    expect(others.status).toBe(200);
    expect(others.body.data.items[0].price.value).toBe(2 * 2400);
  });

  it('days of another camp, repeated days, or days of a course are a 422 naming occurrence_ids', async () => {
    const [u] = await createCustomers(t.db, 1, 'campbad');
    const summer = await camp('summer-multi-sport-camp');
    const easter = await camp('easter-football-camp');
    const foreign = await add(u!.id, u!.token, {
      purchasable_id: summer.id,
      occurrence_ids: [easter.occurrences[0]!.id],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors['data.items.0.occurrence_ids']).toEqual([
      'Choose days of this camp that are still to come.',
    ]);
    const twice = await add(u!.id, u!.token, {
      purchasable_id: summer.id,
      occurrence_ids: [summer.occurrences[0]!.id, summer.occurrences[0]!.id],
    });
    expect(twice.status).toBe(422);
    const course = await t.json(`/api/v1/users/${u!.id}/carts/activity-booking/items`, {
      token: u!.token,
      body: {
        data: {
          items: [
            {
              purchasable_id: 'adult-tennis-beginners',
              purchasable_type: 'course',
              quantity: 1,
              occurrence_ids: ['x'],
            },
          ],
        },
      },
    });
    expect(course.status).toBe(422);
    expect(course.body.errors['data.items.0.occurrence_ids']).toEqual(['Single days can be chosen for camps only.']);
  });

  it('the age rule: Alex (an adult) is refused a junior camp with the reason; Sam (9) is accepted', async () => {
    await clear(alexToken);
    const summer = await camp('summer-multi-sport-camp');
    const self = await add(alex, alexToken, { purchasable_id: summer.id }, summer);
    expect(self.status).toBe(422);
    expect(self.body.errors['data.items.0.purchasable_id'][0]).toMatch(
      /^Alex must be aged 6 to 12 on \w{3} \d{1,2} \w{3} \d{4}, the first day booked\.$/,
    );
    const child = await add(alex, alexToken, { purchasable_id: summer.id, purchased_for_user_id: sam }, summer);
    expect(child.status).toBe(200);
    await clear(alexToken);
  });
});
