// iCalendar (RFC 5545) text for bookings: one framework-free module, used by the browser's "Add to
// calendar" download and by the server's private calendar feed, so the format is written once.

/** One event of a calendar. Times are instants: a Date, or a wire `utc` string 'YYYY-MM-DD HH:MM:SS'. */
export interface CalendarEvent {
  /** Globally unique and stable for the same booking (RFC 5545 §3.8.4.7), e.g. `booking-12@riverside-leisure`. */
  uid: string;
  start: Date | string;
  end: Date | string;
  summary: string;
  location?: string | null;
  description?: string | null;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
}

export interface CalendarOptions {
  /** PRODID (RFC 5545 §3.7.3). */
  prodId?: string;
  /** Shown by calendar apps as the subscribed calendar's name (X-WR-CALNAME). */
  name?: string;
  /** DTSTAMP of every event; now by default. */
  now?: Date;
  /** For a subscribed feed: how often a calendar app should fetch it again (REFRESH-INTERVAL, RFC 7986). */
  refreshMinutes?: number;
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // Other control characters are not allowed in TEXT (§3.3.11 TSAFE-CHAR): dropped.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * Folds a content line to at most 75 octets per physical line (RFC 5545 §3.1): CRLF then one space, never
 * inside a UTF-8 sequence. The leading space of a continuation line counts towards its 75.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

function asDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value);
  if (!m) throw new Error(`Not a UTC date-time: ${value}`);
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A DATE-TIME in UTC form (RFC 5545 §3.3.5 form #2), e.g. 20260329T090000Z. */
export function icsDateTime(value: Date | string): string {
  const d = asDate(value);
  if (Number.isNaN(d.getTime())) throw new Error('Invalid date');
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push(`STATUS:${event.status ?? 'CONFIRMED'}`, 'END:VEVENT');
  return lines;
}

/** A whole VCALENDAR object: CRLF line ends, folded lines, escaped text, ending in CRLF. */
export function buildCalendar(events: readonly CalendarEvent[], options: CalendarOptions = {}): string {
  const stamp = icsDateTime(options.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.prodId ?? '-//Venue Bookings//Bookings//EN'}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (options.name) lines.push(`X-WR-CALNAME:${escapeText(options.name)}`, `NAME:${escapeText(options.name)}`);
  if (options.refreshMinutes) {
    lines.push(
      `REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshMinutes}M`,
      `X-PUBLISHED-TTL:PT${options.refreshMinutes}M`,
    );
  }
  for (const event of events) lines.push(...eventLines(event, stamp));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** What a booking contributes to a calendar, in a shape both the wire (snake_case) and client views map to. */
export interface BookingForCalendar {
  id: number | string;
  name: string;
  venueName: string;
  locationName?: string | null;
  /** The booking's start and end as wire `utc` values (or instants). */
  startsAt: Date | string;
  endsAt: Date | string;
  /** Who the place is for, when that is not the account holder. */
  attendee?: string | null;
  cancelled?: boolean;
}

/** A booking as a calendar event; `domain` (the client domain) makes the UID unique across operators. */
export function bookingEvent(booking: BookingForCalendar, domain: string): CalendarEvent {
  const where = [booking.locationName, booking.venueName].filter((s): s is string => Boolean(s));
  return {
    uid: `booking-${booking.id}@${domain}`,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: booking.name,
    location: [...new Set(where)].join(', '),
    description: booking.attendee ? `For ${booking.attendee}` : null,
    status: booking.cancelled ? 'CANCELLED' : 'CONFIRMED',
  };
}

/** A file name for one booking's download, e.g. `booking-12.ics`. */
export const bookingFileName = (id: number | string) => `booking-${id}.ics`;
