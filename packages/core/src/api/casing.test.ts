import camelcaseKeys from 'camelcase-keys';
import { dayTimetable, RIVERSIDE_CATEGORIES, venueWire } from '../../../../test/fixtures/activities.ts';
import { SWIMMING_LESSONS } from '../../../../test/fixtures/courses.ts';
import { TWO_ITEM_BASKET } from '../../../../test/fixtures/session.ts';
import { toCamel, toSnake } from './casing.ts';
import { snakeToCamel } from './toCamel.ts';

describe('casing', () => {
  it('API-005 camelCases deeply, keeping error field paths, and names time_24h as its type does (time24h)', () => {
    expect(
      toCamel({
        starts_at: { utc: 'u', time_24h: '09:00' },
        is_v2: true,
        billing_address1: 'x',
        list: [{ sort_key: '1', child_items: [{ max_quantity: null }] }],
        errors: { 'data.items.0.custom_question_answers.5': ['Required'] },
      }),
    ).toEqual({
      startsAt: { utc: 'u', time24h: '09:00' },
      isV2: true,
      billingAddress1: 'x',
      list: [{ sortKey: '1', childItems: [{ maxQuantity: null }] }],
      errors: { 'data.items.0.custom_question_answers.5': ['Required'] },
    });
    expect(toCamel([{ a_b: 1 }])).toEqual([{ aB: 1 }]);
    expect(toCamel('text')).toBe('text');
  });

  it('API-004 snake_cases deeply and leaves primitives alone', () => {
    expect(toSnake({ isV2: true, billingAddress1: 'x', items: [{ purchasableId: '1' }] })).toEqual({
      is_v2: true,
      billing_address1: 'x',
      items: [{ purchasable_id: '1' }],
    });
    expect(toSnake(5)).toBe(5);
  });
});

// The oracle: camelcase-keys (the design card's converter) over the whole answer, then the digit-key rule.
// The browser's few-line converter (toCamel.ts) must answer exactly the same for every wire key.
function reference(value: unknown): unknown {
  const DIGIT = /_\d+[a-z]/i;
  const plain = (key: string) => key.replace(/_+([a-z\d])/gi, (_, c: string) => c.toUpperCase());
  const isPlain = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
  const fix = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(fix);
    if (!isPlain(v)) return v;
    const out: Record<string, unknown> = {};
    for (const [k, inner] of Object.entries(v)) out[DIGIT.test(k) ? plain(k) : k] = k === 'errors' ? inner : fix(inner);
    return out;
  };
  if (Array.isArray(value)) return value.map(reference);
  if (!isPlain(value)) return value;
  return fix(camelcaseKeys(value, { deep: true, stopPaths: ['errors'], exclude: [DIGIT] }));
}

/** A seeded generator (mulberry32), so a failure names a key that fails again on the next run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('toCamel against camelcase-keys', () => {
  it('API-005 converts 20,000 random wire keys (a-z, 0-9, _) exactly as camelcase-keys does', () => {
    const random = seeded(12);
    // Underscores and digits are over-represented: the rules live at their edges (runs, leading, trailing).
    const alphabet = 'abcdefoxyz0123456789__________';
    for (let n = 0; n < 20_000; n += 1) {
      const length = Math.floor(random() * 12);
      let key = '';
      for (let i = 0; i < length; i += 1) key += alphabet[Math.floor(random() * alphabet.length)];
      const expected = Object.keys(camelcaseKeys({ [key]: null }))[0];
      if (snakeToCamel(key) !== expected) expect({ key, camel: snakeToCamel(key) }).toEqual({ key, camel: expected });
      // toCamel uses it for every wire key but those with a letter after '_digits' (the type's rule).
      if (!/_\d+[a-z]/.test(key)) expect(Object.keys(toCamel({ [key]: 1 }))).toEqual([expected]);
    }
  });

  it('answers exactly as camelcase-keys does, for timetables, categories, venues, baskets and courses', () => {
    const answers: unknown[] = [
      { data: dayTimetable('2026-12-01', 20), checksum: 'c', meta: { api_version: 'v2', date_api_version: 'v2' } },
      { data: RIVERSIDE_CATEGORIES },
      { data: venueWire('2026-12-01') },
      { data: TWO_ITEM_BASKET },
      { data: SWIMMING_LESSONS },
      { message: 'Validation errors', errors: { 'data.items.0.custom_question_answers.5': ['Required'] } },
      [{ nested: { errors: { some_key: 1, time_24h: 'x' } }, __typename: 'X', a__b: 1, _lead: 2, trail_: 3 }],
      { x_1: 3, item_2_name: 4, b2b_registration: 5, a1bc: 6, '': 7 },
    ];
    for (const answer of answers) expect(toCamel(answer)).toEqual(reference(answer));
  });

  it('keeps a key outside the wire alphabet as it came (camelcase-keys would rewrite it; the contract has none)', () => {
    expect(toCamel({ 'with-dash': 1, ABC_def: 2, 'snake.dot': 3, '2026-11-24': 4 })).toEqual({
      'with-dash': 1,
      ABC_def: 2,
      'snake.dot': 3,
      '2026-11-24': 4,
    });
  });

  it('drops __proto__ (and a constructor with a prototype) from a JSON.parse answer, as destr did', () => {
    const parsed = JSON.parse('{"data":{"__proto__":{"polluted":true},"constructor":{"prototype":{}},"ok_key":1}}');
    const camel = toCamel<{ data: Record<string, unknown> }>(parsed);
    expect(Object.getPrototypeOf(camel.data)).toBe(Object.prototype);
    expect(camel.data.polluted).toBeUndefined();
    expect(Object.keys(camel.data)).toEqual(['okKey']);
  });
});
