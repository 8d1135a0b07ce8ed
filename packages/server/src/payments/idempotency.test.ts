import { canonicalJson, decideIdempotency, requestHash, STALE_CLAIM_MS, validIdempotencyKey } from './idempotency.ts';

const now = new Date('2026-11-21T12:00:00Z');
const hash = requestHash('POST /api/checkout/authorise user:1', { card_identifier: 'c', payments: [] });

describe('idempotency semantics', () => {
  it('PAY-001 a new key proceeds', () => {
    expect(decideIdempotency(null, hash, now)).toEqual({ kind: 'proceed' });
  });

  it('PAY-001 a repeat of a finished request replays the first answer', () => {
    const stored = {
      requestHash: hash,
      state: 'completed' as const,
      responseStatus: 402,
      responseBody: { message: 'Insufficient funds' },
      updatedAt: now,
    };
    expect(decideIdempotency(stored, hash, now)).toEqual({
      kind: 'replay',
      status: 402,
      body: { message: 'Insufficient funds' },
    });
  });

  it('PAY-001 the same key with another body is refused', () => {
    const stored = {
      requestHash: hash,
      state: 'completed' as const,
      responseStatus: 200,
      responseBody: {},
      updatedAt: now,
    };
    expect(decideIdempotency(stored, requestHash('other', {}), now)).toEqual({ kind: 'mismatch' });
  });

  it('PAY-001 a repeat while the first still runs waits, unless the claim is stale', () => {
    const running = {
      requestHash: hash,
      state: 'in_progress' as const,
      responseStatus: null,
      responseBody: null,
      updatedAt: now,
    };
    expect(decideIdempotency(running, hash, new Date(now.getTime() + 1000)).kind).toBe('in_progress');
    expect(decideIdempotency(running, hash, new Date(now.getTime() + STALE_CLAIM_MS + 1)).kind).toBe('take_over');
  });

  it('PAY-001 key order does not change the fingerprint, values do', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(requestHash('s', { a: 1, b: 2 })).toBe(requestHash('s', { b: 2, a: 1 }));
    expect(requestHash('s', { a: 1 })).not.toBe(requestHash('s', { a: 2 }));
    expect(requestHash('s', { a: 1 })).not.toBe(requestHash('t', { a: 1 }));
  });

  it('PAY-001 keys are bounded opaque tokens', () => {
    expect(validIdempotencyKey('3f0c2a8e-5d0b-4b9e-9a43-0f7c2b1d9e11')).toBe(true);
    expect(validIdempotencyKey('short')).toBe(false);
    expect(validIdempotencyKey(undefined)).toBe(false);
    expect(validIdempotencyKey('x'.repeat(101))).toBe(false);
  });
});
