import { describe, expect, it } from 'vitest';
import { toTimeValue } from '../time/index.ts';
import { bookingEvent, buildCalendar, escapeText, foldLine, icsDateTime } from './ics.ts';

const NOW = new Date(Date.UTC(2026, 10, 24, 12, 0, 0));
const octets = (s: string) => new TextEncoder().encode(s).length;
/** Undoes RFC 5545 folding: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('iCalendar text (RFC 5545)', () => {
  it('a booking becomes a VCALENDAR with one VEVENT carrying UID, DTSTAMP, DTSTART, DTEND, SUMMARY and LOCATION', () => {
    const text = buildCalendar(
      [
        bookingEvent(
          {
            id: 42,
            name: 'Aqua Fit',
            venueName: 'Riverside Leisure Centre',
            locationName: 'Main Pool',
            startsAt: '2026-12-01 18:00:00',
            endsAt: '2026-12-01 18:45:00',
          },
          'riverside-leisure',
        ),
      ],
      { now: NOW },
    );
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:booking-42@riverside-leisure');
    expect(lines).toContain('DTSTAMP:20261124T120000Z');
    expect(lines).toContain('DTSTART:20261201T180000Z');
    expect(lines).toContain('DTEND:20261201T184500Z');
    expect(lines).toContain('SUMMARY:Aqua Fit');
    expect(lines).toContain('LOCATION:Main Pool\\, Riverside Leisure Centre');
    expect(lines).toContain('END:VEVENT');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Every line ends in CRLF: no bare LF anywhere.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes backslash, semicolon, comma and line breaks in TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const text = buildCalendar(
      [{ uid: 'x@y', start: NOW, end: NOW, summary: 'Swim; lanes, 1\\2\nfast', location: 'Pool, deep end' }],
      { now: NOW },
    );
    expect(unfold(text)).toContain('SUMMARY:Swim\\; lanes\\, 1\\\\2\\nfast\r\n');
    expect(unfold(text)).toContain('LOCATION:Pool\\, deep end\r\n');
  });

  it('folds lines longer than 75 octets with CRLF and a space, never splitting a UTF-8 character', () => {
    const long = `SUMMARY:${'Zumba ☀ café '.repeat(20)}`;
    const folded = foldLine(long);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(3);
    for (const [i, line] of physical.entries()) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      if (i > 0) expect(line.startsWith(' ')).toBe(true);
    }
    // Lossless, and no replacement characters: no multi-octet character was cut.
    expect(unfold(folded)).toBe(long);
    expect(folded).not.toContain('\ufffd');
    // Short lines stay as they are.
    expect(foldLine('SUMMARY:Short')).toBe('SUMMARY:Short');
    // Exactly 75 octets is not folded; 76 is.
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
  });

  it('writes times as UTC instants on both sides of the London clock change (DST)', () => {
    // 10:00 London on the last Saturday (GMT) and the last Sunday (BST) of March 2026.
    const before = toTimeValue(new Date(Date.UTC(2026, 2, 28, 10, 0)), 'Europe/London');
    const after = toTimeValue(new Date(Date.UTC(2026, 2, 29, 9, 0)), 'Europe/London');
    expect(before.local).toBe('2026-03-28 10:00:00');
    expect(after.local).toBe('2026-03-29 10:00:00');
    expect(icsDateTime(before.utc)).toBe('20260328T100000Z');
    expect(icsDateTime(after.utc)).toBe('20260329T090000Z');
    // An October class at 10:00 BST (before the change back) is 09:00Z; a week later at 10:00 GMT it is 10:00Z.
    expect(icsDateTime(toTimeValue(new Date(Date.UTC(2026, 9, 24, 9, 0)), 'Europe/London').utc)).toBe(
      '20261024T090000Z',
    );
    expect(icsDateTime(new Date(Date.UTC(2026, 9, 31, 10, 0)))).toBe('20261031T100000Z');
  });

  it('marks a cancelled booking CANCELLED, names the attendee, and refuses a malformed time', () => {
    const event = bookingEvent(
      {
        id: 'b7',
        name: 'Tennis',
        venueName: 'Riverside',
        locationName: 'Riverside',
        startsAt: '2026-12-01 10:00:00',
        endsAt: '2026-12-01 11:00:00',
        attendee: 'Sam Smith',
        cancelled: true,
      },
      'riverside-leisure',
    );
    expect(event.status).toBe('CANCELLED');
    expect(event.location).toBe('Riverside');
    const text = buildCalendar([event], { now: NOW, name: 'My bookings', refreshMinutes: 60 });
    expect(text).toContain('STATUS:CANCELLED\r\n');
    expect(text).toContain('DESCRIPTION:For Sam Smith\r\n');
    expect(text).toContain('X-WR-CALNAME:My bookings\r\n');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT60M\r\n');
    expect(() => icsDateTime('tomorrow')).toThrow();
  });
});
