import { dayjs, toTimeValue } from '../time/time.ts';
import { formatSession, summariseSessions, type TimedSession } from './sessionSummary.ts';

const ZONE = 'Europe/London';
const at = (local: string) => toTimeValue(dayjs.tz(local, ZONE), ZONE);
/** `count` weekly sessions from `firstDay` (YYYY-MM-DD), from `start` to `end` (HH:mm). */
const weekly = (firstDay: string, count: number, start: string, end: string): TimedSession[] =>
  Array.from({ length: count }, (_, i) => {
    const day = dayjs(firstDay).add(i, 'week').format('YYYY-MM-DD');
    return { startsAt: at(`${day} ${start}:00`), endsAt: at(`${day} ${end}:00`) };
  });

describe('summariseSessions', () => {
  it('a weekly course reads as one line: weekday, time, date range and count', () => {
    const summary = summariseSessions(weekly('2026-11-28', 10, '17:00', '17:45'));
    expect(summary.text).toBe('Saturdays 17:00–17:45, 28 Nov – 30 Jan, 10 sessions');
    expect(summary).toMatchObject({
      count: 10,
      pattern: 'Saturdays 17:00–17:45',
      dates: '28 Nov – 30 Jan',
      countLabel: '10 sessions',
      startedNote: null,
    });
  });

  it('orders sessions by time whatever order they arrive in', () => {
    const sessions = weekly('2026-11-28', 10, '17:00', '17:45').reverse();
    expect(summariseSessions(sessions).dates).toBe('28 Nov – 30 Jan');
  });

  it('reads the venue-local wall clock, across the change from summer time', () => {
    // 17:00 in London is 16:00 UTC in October and 17:00 UTC in November: the summary still says 17:00.
    const summary = summariseSessions(weekly('2026-10-17', 4, '17:00', '17:45'));
    expect(summary.text).toBe('Saturdays 17:00–17:45, 17 Oct – 7 Nov, 4 sessions');
  });

  it('two weekdays at the same time share one pattern', () => {
    const sessions = [...weekly('2026-11-30', 4, '18:00', '19:00'), ...weekly('2026-12-02', 4, '18:00', '19:00')];
    expect(summariseSessions(sessions).text).toBe('Mondays and Wednesdays 18:00–19:00, 30 Nov – 23 Dec, 8 sessions');
  });

  it('different times on different weekdays are listed per time', () => {
    const sessions = [...weekly('2026-11-30', 3, '18:00', '19:00'), ...weekly('2026-12-03', 3, '10:00', '11:00')];
    expect(summariseSessions(sessions).pattern).toBe('Mondays 18:00–19:00; Thursdays 10:00–11:00');
  });

  it('more than two different times say the times vary rather than listing them all', () => {
    const sessions = [
      ...weekly('2026-11-30', 2, '18:00', '19:00'),
      ...weekly('2026-12-01', 2, '10:00', '11:00'),
      ...weekly('2026-12-02', 2, '12:00', '13:00'),
    ];
    expect(summariseSessions(sessions).text).toBe('Days and times vary, 30 Nov – 9 Dec, 6 sessions');
  });

  it('a camp on consecutive days of one week reads as a run of days', () => {
    const days = ['2027-04-12', '2027-04-13', '2027-04-14', '2027-04-15', '2027-04-16'];
    const sessions = days.map((d) => ({ startsAt: at(`${d} 09:00:00`), endsAt: at(`${d} 15:00:00`) }));
    expect(summariseSessions(sessions).text).toBe('Monday to Friday 09:00–15:00, 12 Apr – 16 Apr, 5 sessions');
  });

  it('a pro-rata place counts only the sessions left and says when the course began', () => {
    const all = weekly('2026-11-07', 8, '19:00', '20:00');
    const summary = summariseSessions(all.slice(3), { courseStartsAt: all[0]!.startsAt });
    expect(summary.text).toBe('Saturdays 19:00–20:00, 28 Nov – 26 Dec, 5 sessions (the course started 7 Nov)');
    expect(summariseSessions(all, { courseStartsAt: all[0]!.startsAt }).startedNote).toBeNull();
  });

  it('one session names its day and date; no sessions say nothing', () => {
    expect(summariseSessions(weekly('2026-11-28', 1, '17:00', '17:45')).text).toBe('Saturday 28 Nov 17:00–17:45');
    expect(summariseSessions([]).text).toBe('');
    expect(summariseSessions([{ startsAt: null, endsAt: null }]).count).toBe(0);
  });
});

describe('formatSession', () => {
  it('shows one session with its day, date and times', () => {
    expect(formatSession(weekly('2026-11-24', 1, '18:00', '19:00')[0]!)).toBe('Tue 24 Nov, 18:00–19:00');
    expect(formatSession({ startsAt: null, endsAt: null })).toBe('');
  });
});
