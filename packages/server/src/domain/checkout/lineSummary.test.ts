import { lineSummary } from './settleCart.ts';

describe('order line summary', () => {
  it('says the day in words and where: Fri 27 Nov 2026 at the venue', () => {
    expect(lineSummary({ date: '2026-11-27', venue_name: 'Riverside Leisure Centre' })).toBe(
      'Fri 27 Nov 2026 at Riverside Leisure Centre',
    );
  });
  it('keeps what it has when a part is missing', () => {
    expect(lineSummary({ venue_name: 'Harbour Pool' })).toBe('Harbour Pool');
    expect(lineSummary({})).toBeNull();
  });
});
