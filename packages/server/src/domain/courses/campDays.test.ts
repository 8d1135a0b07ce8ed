import { ageOn } from './campDays.ts';

describe('camp age rule', () => {
  it('counts whole years, turning a year older on the birthday itself', () => {
    expect(ageOn('2016-03-10', '2026-03-09')).toBe(9);
    expect(ageOn('2016-03-10', '2026-03-10')).toBe(10);
    expect(ageOn('2016-12-31', '2027-01-01')).toBe(10);
    expect(ageOn('2016-02-29', '2027-02-28')).toBe(10);
  });
});
