import camelcaseKeys from 'camelcase-keys';
import { dayTimetable, RIVERSIDE_CATEGORIES, venueWire } from '../../../../test/fixtures/activities.ts';
import { SWIMMING_LESSONS } from '../../../../test/fixtures/courses.ts';
import { TWO_ITEM_BASKET } from '../../../../test/fixtures/session.ts';
import { toCamel, toSnake } from './casing.ts';

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

// The reference: camelcase-keys over the whole answer, then the digit-key rule (the implementation before
// keys were cached). The cached walk must answer exactly the same for real answers.
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

describe('toCamel with cached keys', () => {
  it('answers exactly as camelcase-keys did, for timetables, categories, venues, baskets and courses', () => {
    const answers: unknown[] = [
      { data: dayTimetable('2026-12-01', 20), checksum: 'c', meta: { api_version: 'v2', date_api_version: 'v2' } },
      { data: RIVERSIDE_CATEGORIES },
      { data: venueWire('2026-12-01') },
      { data: TWO_ITEM_BASKET },
      { data: SWIMMING_LESSONS },
      { message: 'Validation errors', errors: { 'data.items.0.custom_question_answers.5': ['Required'] } },
      [{ nested: { errors: { some_key: 1, time_24h: 'x' } }, __typename: 'X', a__b: 1, _lead: 2, 'with-dash': 3 }],
      { ABC_def: 1, 'snake.dot': 2, x_1: 3, item_2_name: 4, '': 5 },
    ];
    for (const answer of answers) expect(toCamel(answer)).toEqual(reference(answer));
  });

  it('gives plain snake_case keys (converted without camelcase-keys) its answer, and the others too', () => {
    const words = ['a', 'ab', 'v2', 'x10', 'line', 'b2b', 'A', 'aB', 'é', '2', ''];
    const keys: string[] = [];
    // (Not from a digit or an underscore: the cache's digit rule differs from the reference's there.)
    for (const first of words.slice(0, -2)) {
      keys.push(first);
      for (const second of words) {
        keys.push(`${first}_${second}`, `${first}__${second}`, `${first}-${second}`);
        for (const third of words) keys.push(`${first}_${second}_${third}`);
      }
    }
    // One key an object: different keys may share a camelCase name.
    const answer = keys.map((key) => ({ [key]: { [key]: 1 } }));
    expect(answer.length).toBeGreaterThan(1000);
    expect(toCamel(answer)).toEqual(reference(answer));
  });

  it('drops __proto__ (and a constructor with a prototype) from a JSON.parse answer, as destr did', () => {
    const parsed = JSON.parse('{"data":{"__proto__":{"polluted":true},"constructor":{"prototype":{}},"ok_key":1}}');
    const camel = toCamel<{ data: Record<string, unknown> }>(parsed);
    expect(Object.getPrototypeOf(camel.data)).toBe(Object.prototype);
    expect(camel.data.polluted).toBeUndefined();
    expect(Object.keys(camel.data)).toEqual(['okKey']);
  });
});
