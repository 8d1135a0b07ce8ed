import snakecaseKeys from 'snakecase-keys';
import { camelToSnake, toSnake } from './toSnake.ts';

// snakecase-keys is the oracle: toSnake must answer as `snakecaseKeys(value, { deep: true })` would.
const oracle = (value: Record<string, unknown>) => snakecaseKeys(value, { deep: true });

const KEYS = [
  'isV2',
  'billingAddress1',
  'addressLine2Extra',
  'purchasableId',
  'userID',
  'HTMLParser',
  'parseHTML',
  'time24h',
  'already_snake',
  'mixed_caseKey',
  'kebab-case-key',
  'dotted.key.0',
  'custom_question_answers.3',
  '__leading',
  'trailing__',
  '  spaced  key ',
  'ABC',
  'A',
  'a',
  '',
  '123',
  'x1Y2z3',
  'ÄpfelBirnen',
  'émile',
  'camelCaseWith99Numbers',
  'IDs',
  'PDFFile2Upload',
];

describe('toSnake', () => {
  it('turns each key as snakecase-keys does', () => {
    for (const key of KEYS) expect(camelToSnake(key), key).toBe(Object.keys(oracle({ [key]: 1 }))[0]);
  });

  it('goes into nested objects and lists of objects as snakecase-keys does, and leaves dates alone', () => {
    const when = new Date('2026-11-28T12:00:00Z');
    const body = {
      isV2: true,
      items: [{ purchasableId: '1', customAnswers: [{ questionId: 2, valueText: 'x' }] }, 'plainString', 3, null],
      billingAddress: { addressLine1: 'x', postCode: 'M3 4LZ', nested: { deepKey: [[{ innerKey: 1 }]] } },
      startsAt: when,
      pattern: /a/,
      emptyList: [],
      emptyObject: {},
      nothing: null,
      notThere: undefined,
    };
    const ours = toSnake(body) as Record<string, unknown>;
    expect(ours).toEqual(oracle(body));
    expect(ours.starts_at).toBe(when);
  });

  it('turns a __proto__ key into proto as snakecase-keys does, never touching a prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "safeKey": 1}') as Record<string, unknown>;
    const ours = toSnake(hostile) as Record<string, unknown>;
    expect(ours).toEqual(oracle(hostile));
    expect(ours).toEqual({ proto: { polluted: true }, safe_key: 1 });
    expect(Object.getPrototypeOf(ours)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('maps a top-level list element by element and passes non-objects through', () => {
    expect(toSnake([{ aB: 1 }, 'x'])).toEqual([{ a_b: 1 }, 'x']);
    expect(toSnake('keepMe')).toBe('keepMe');
    expect(toSnake(null)).toBeNull();
  });
});
