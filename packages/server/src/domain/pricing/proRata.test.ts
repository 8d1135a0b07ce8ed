import { proRataPrice, remainingSessions } from './proRata.ts';

describe('pro-rata course price', () => {
  it('COURSE-024 charges only the remaining sessions of a started course', () => {
    expect(proRataPrice(8500, 7, 10)).toBe(5950);
    expect(proRataPrice(6000, 6, 8)).toBe(4500);
  });

  it('COURSE-024 rounds half-up in integer minor units', () => {
    // 1000 x 1/3 = 333.33 -> 333; 1000 x 2/3 = 666.67 -> 667; 5 x 1/2 = 2.5 -> 3
    expect(proRataPrice(1000, 1, 3)).toBe(333);
    expect(proRataPrice(1000, 2, 3)).toBe(667);
    expect(proRataPrice(5, 1, 2)).toBe(3);
    expect(Number.isInteger(proRataPrice(8499, 3, 7))).toBe(true);
  });

  it('COURSE-024 is the full price before the start and zero after the end', () => {
    expect(proRataPrice(8500, 10, 10)).toBe(8500);
    expect(proRataPrice(8500, 0, 10)).toBe(0);
    expect(proRataPrice(8500, 12, 10)).toBe(8500);
  });

  it('COURSE-024 rejects fractional prices and empty courses', () => {
    expect(() => proRataPrice(85.5, 1, 2)).toThrow(RangeError);
    expect(() => proRataPrice(8500, 1, 0)).toThrow(RangeError);
  });

  it('COURSE-024 counts a session under way as used', () => {
    const now = new Date('2026-01-10T10:00:00Z');
    const starts = ['2026-01-03T10:00:00Z', '2026-01-10T10:00:00Z', '2026-01-17T10:00:00Z', '2026-01-24T10:00:00Z'].map(
      (s) => new Date(s),
    );
    expect(remainingSessions(starts, now)).toBe(2);
  });
});
