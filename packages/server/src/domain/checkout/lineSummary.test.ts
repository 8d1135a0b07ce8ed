import { lineSummary } from './settleCart.ts';

describe('order line summary', () => {
  it('says the day in words and where: Fri 27 Nov 2026 at the venue', () => {
    expect(lineSummary({ date: '2026-11-27', venue_name: 'Riverside Leisure Centre' })).toBe(
      'Fri 27 Nov 2026 at Riverside Leisure Centre',
    );
  });
  it("adds the start on the venue's wall clock when the line has one: Sun 6 Dec 2026, 09:30", () => {
    const startsAt = { utc: '2026-12-06 09:30:00', local: '2026-12-06 09:30:00', timezone: 'Europe/London' };
    expect(lineSummary({ date: '2026-12-06', starts_at: startsAt, venue_name: 'Riverside Leisure Centre' })).toBe(
      'Sun 6 Dec 2026, 09:30 at Riverside Leisure Centre',
    );
    // Summer time: the wall clock, not UTC.
    const summer = { utc: '2026-07-01 17:00:00', local: '2026-07-01 18:00:00', timezone: 'Europe/London' };
    expect(lineSummary({ date: '2026-07-01', starts_at: summer, venue_name: 'Harbour Pool' })).toBe(
      'Wed 1 Jul 2026, 18:00 at Harbour Pool',
    );
    expect(lineSummary({ date: '2026-12-06', starts_at: null })).toBe('Sun 6 Dec 2026');
  });
  it('keeps what it has when a part is missing', () => {
    expect(lineSummary({ venue_name: 'Harbour Pool' })).toBe('Harbour Pool');
    expect(lineSummary({})).toBeNull();
  });
});
