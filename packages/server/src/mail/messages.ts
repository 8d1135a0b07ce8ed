import type { Mail } from './sendMail.ts';
import type { OccurrenceDeleteReason } from '@venue/core/contract';

/** HTML-escapes text placed in a message body (names and order lines come from people). */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');

/**
 * The reset link lands on the booking site's /reset-password page; the token is single-use. Named
 * `reset_token` because `?token=` is the host app's start-up parameter for a session token.
 */
export function resetPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?reset_token=${encodeURIComponent(token)}`;
}

export function passwordResetMail(to: string, firstName: string, link: string, validMinutes: number): Mail {
  const intro = [`Hello ${firstName},`, 'We received a request to reset the password of your account.'];
  const outro = [
    `The link works once and for ${validMinutes} minutes.`,
    'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  ];
  return {
    kind: 'password_reset',
    to,
    subject: 'Reset your password',
    text: [...intro, `Choose a new password here: ${link}`, ...outro].join('\n\n'),
    html: `${paragraphs(intro)}\n<p><a href="${escapeHtml(link)}">Choose a new password</a></p>\n${paragraphs(outro)}`,
  };
}

export function welcomeMail(to: string, firstName: string, reference: string, publicUrl: string): Mail {
  const lines = [
    `Hello ${firstName},`,
    'Your account is ready.',
    `Your customer reference is ${reference}; you can log in with it or with this e-mail address.`,
  ];
  return {
    kind: 'welcome',
    to,
    subject: 'Welcome: your account is ready',
    text: [...lines, `Book online: ${publicUrl}/`].join('\n\n'),
    html: `${paragraphs(lines)}\n<p><a href="${escapeHtml(publicUrl)}/">Book online</a></p>`,
  };
}

export interface OrderSummary {
  id: number;
  total: string;
  lines: Array<{ name: string; summary: string | null; quantity: number }>;
}

export function orderConfirmationMail(to: string, firstName: string, order: OrderSummary): Mail {
  const items = order.lines.map((l) => `${l.quantity} x ${l.name}${l.summary ? ` (${l.summary})` : ''}`);
  const intro = [`Hello ${firstName},`, `Thank you, your booking is confirmed. Order number: ${order.id}.`];
  return {
    kind: 'order_confirmation',
    to,
    subject: `Booking confirmed: order ${order.id}`,
    text: [...intro, items.join('\n'), `Total: ${order.total}`].join('\n\n'),
    html: `${paragraphs(intro)}\n<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>\n<p>Total: ${escapeHtml(order.total)}</p>`,
  };
}

/** A place come up for a waitlist member: the same mail for a class and a course, with where to act. */
function placeMail(
  kind: Mail['kind'],
  to: string,
  name: string,
  lines: string[],
  link: { label: string; url: string },
): Mail {
  return {
    kind,
    to,
    subject: `A place has come up on ${name}`,
    text: [...lines, `${link.label}: ${link.url}`].join('\n\n'),
    html: `${paragraphs(lines)}\n<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
  };
}

/** The facts of a class waitlist promotion (promotion.ts), on the venue's wall clock. */
export interface WaitlistPlaceFacts {
  firstName: string;
  className: string;
  date: string;
  time: string;
  /** When the basket hold ends. */
  heldUntil: string;
}

export function waitlistPlaceMail(to: string, f: WaitlistPlaceFacts, publicUrl: string): Mail {
  const lines = [
    `Hello ${f.firstName},`,
    `A place has come up on ${f.className} on ${f.date} at ${f.time}. It is in your basket until ${f.heldUntil}: pay at checkout to keep it.`,
  ];
  return placeMail('waitlist_place', to, f.className, lines, { label: 'Your basket', url: `${publicUrl}/basket` });
}

/** A course waitlist member told of a free place; `coursePath` is the course's page on the booking site. */
export interface CourseWaitlistPlaceFacts {
  firstName: string;
  courseName: string;
  coursePath: string;
}

export function courseWaitlistPlaceMail(to: string, f: CourseWaitlistPlaceFacts, publicUrl: string): Mail {
  const lines = [
    `Hello ${f.firstName},`,
    `A place has come up on ${f.courseName}. Book it on the course page: first come, first served.`,
  ];
  const url = `${publicUrl}${f.coursePath}`;
  return placeMail('course_waitlist_place', to, f.courseName, lines, { label: 'The course page', url });
}

const creditBack = (credit: string) =>
  `${credit} has been added to your account as credit, to use on your next booking.`;

/** Why a venue cancelled a class, in words for its customers; the venue's own housekeeping is not named. */
const CANCEL_REASON_WORDS: Partial<Record<OccurrenceDeleteReason, string>> = {
  location_closure: 'the venue is closed',
  opening_time_change: 'the opening times have changed',
  schedule_change: 'the timetable has changed',
  space_reduction: 'there is less space available',
  adverse_weather: 'of adverse weather',
  booked: 'the space is needed for another booking',
  block_booking_cancelled: 'the block booking it belonged to was cancelled',
  staff_availability: 'no instructor is available',
};

/** A class the venue cancelled, as one customer is told of it (changeOccurrence.ts), on the venue's wall clock. */
export interface ClassCancelledFacts {
  firstName: string;
  className: string;
  venueName: string;
  venueSlug: string;
  date: string;
  time: string;
  reason: OccurrenceDeleteReason;
  /** Who had a place, when that is not (only) the customer told: a child they booked for. */
  attendees: string[];
  /** Credit given back, formatted; null when nothing was paid. */
  credit: string | null;
  /** Told as a member of the class's waitlist (which closes with it), not for a booking. */
  waiting?: boolean;
  /** The place was one session of a course or camp bought whole: the rest of it goes ahead. */
  session?: boolean;
}

export function classCancelledMail(to: string, f: ClassCancelledFacts, publicUrl: string): Mail {
  const why = CANCEL_REASON_WORDS[f.reason];
  const lines = [
    `Hello ${f.firstName},`,
    `We are sorry: ${f.venueName} has cancelled ${f.className} on ${f.date} at ${f.time}${why ? `, because ${why}` : ''}.`,
    ...(f.waiting
      ? ['You were on its waitlist, which has closed with it.']
      : [
          ...(f.attendees.length ? [`The booking was for ${f.attendees.join(' and ')}.`] : []),
          f.credit
            ? creditBack(f.credit)
            : f.session
              ? 'The other sessions you booked go ahead as planned.'
              : 'Nothing was paid for it, so there is nothing to refund.',
        ]),
  ];
  const url = `${publicUrl}/location/${encodeURIComponent(f.venueSlug)}`;
  return {
    kind: 'class_cancelled',
    to,
    subject: `Cancelled: ${f.className} on ${f.date} at ${f.time}`,
    text: [...lines, `Book another class: ${url}`].join('\n\n'),
    html: `${paragraphs(lines)}\n<p><a href="${escapeHtml(url)}">Book another class</a></p>`,
  };
}

/** One line of a cancellation: a booking, or a course's or camp's sessions as one. */
export interface CancelledLine {
  name: string;
  venueName: string;
  /** The (first) session's date and time, on the venue's wall clock. */
  date: string;
  time: string;
  sessions: number;
  /** Whom it was for, when not the customer told. */
  attendee: string | null;
}

/** Bookings a customer cancelled, or the front desk cancelled for them (bookingRequests.ts). */
export interface BookingsCancelledFacts {
  firstName: string;
  lines: CancelledLine[];
  atFrontDesk: boolean;
  /** Credit given back, formatted; null when none was. */
  credit: string | null;
  /** A late cancellation fee now due, formatted; null when none is. */
  fee: string | null;
  /** Days online booking and venue access are suspended for, after a late cancellation. */
  suspended: { booking: boolean; access: boolean; days: number };
}

const cancelledLine = (l: CancelledLine) =>
  `${l.name}${l.sessions > 1 ? `: ${l.sessions} sessions from` : ' on'} ${l.date} at ${l.time} at ${l.venueName}` +
  (l.attendee ? `, for ${l.attendee}` : '');

export function bookingsCancelledMail(to: string, f: BookingsCancelledFacts, publicUrl: string): Mail {
  const one = f.lines.length === 1;
  const what = one ? 'this booking' : 'these bookings';
  const late: string[] = [];
  if (f.fee) late.push(`a late cancellation fee of ${f.fee} is due on your account`);
  const paused = [f.suspended.booking && 'online booking', f.suspended.access && 'venue access'].filter(Boolean);
  if (paused.length)
    late.push(`${paused.join(' and ')} ${paused.length > 1 ? 'are' : 'is'} suspended for ${f.suspended.days} days`);
  const intro = [
    `Hello ${f.firstName},`,
    f.atFrontDesk ? `The front desk has cancelled ${what} for you:` : `You have cancelled ${what}:`,
  ];
  const outro = [
    ...(f.credit ? [creditBack(f.credit)] : []),
    ...(late.length ? [`As it was cancelled after the cut-off, ${late.join(', and ')}.`] : []),
  ];
  const items = f.lines.map(cancelledLine);
  const url = `${publicUrl}/`;
  return {
    kind: 'bookings_cancelled',
    to,
    subject:
      one && f.lines[0]!.sessions === 1
        ? `Booking cancelled: ${f.lines[0]!.name} on ${f.lines[0]!.date}`
        : 'Bookings cancelled',
    text: [...intro, items.map((i) => `- ${i}`).join('\n'), ...outro, `Book again: ${url}`].join('\n\n'),
    html:
      `${paragraphs(intro)}\n<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>\n${paragraphs(outro)}\n` +
      `<p><a href="${escapeHtml(url)}">Book again</a></p>`,
  };
}
