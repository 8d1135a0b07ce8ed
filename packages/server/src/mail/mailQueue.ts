import type { Db } from '../db/db.ts';
import { addMinutes, dateWords, wallClock } from '../time/londonTime.ts';
import type { OccurrenceDeleteReason } from '@venue/core/contract';
import { money } from '../presentation/wire.ts';
import {
  bookingsCancelledMail,
  classCancelledMail,
  courseWaitlistPlaceMail,
  waitlistPlaceMail,
  type CourseWaitlistPlaceFacts,
} from './messages.ts';
import { sendMailSafely, type Mail } from './sendMail.ts';
import type { MailSettings } from './transport.ts';
import { repeat } from '../time/repeat.ts';

/**
 * Mail decided inside a transaction (a waitlist promotion runs in whichever transaction freed the place) is
 * queued in `mail_queue` by that transaction, so it exists only if the transaction commits, and is sent
 * afterwards by `deliverQueuedMail` on a timer. The row carries facts, not the message: the promoting
 * transaction knows neither the public URL nor the basket hold minutes, which are the sender's config.
 */

export interface WaitlistPlaceData {
  firstName: string;
  className: string;
  startsAt: string;
  timeZone: string;
  /** When the place went into the basket: its hold runs from here. */
  heldFrom: string;
}

/** A class the venue cancelled, for one customer: whoever paid for places on it, or a member of its waitlist. */
export interface ClassCancelledData {
  firstName: string;
  className: string;
  venueName: string;
  venueSlug: string;
  startsAt: string;
  timeZone: string;
  reason: OccurrenceDeleteReason;
  attendees: string[];
  creditMinor: number;
  currency: string;
  waiting?: boolean;
  /** The place was a session of a course or camp bought whole. */
  session?: boolean;
}

/** Bookings a customer cancelled (or the front desk for them), for whoever booked and paid for them. */
export interface BookingsCancelledData {
  firstName: string;
  lines: Array<{
    name: string;
    venueName: string;
    startsAt: string;
    timeZone: string;
    sessions: number;
    attendee: string | null;
  }>;
  atFrontDesk: boolean;
  creditMinor: number;
  feeMinor: number;
  suspended: { booking: boolean; access: boolean; days: number };
  currency: string;
}

export type QueuedMail =
  | { kind: 'waitlist_place'; to: string; data: WaitlistPlaceData }
  | { kind: 'course_waitlist_place'; to: string; data: CourseWaitlistPlaceFacts }
  | { kind: 'class_cancelled'; to: string; data: ClassCancelledData }
  | { kind: 'bookings_cancelled'; to: string; data: BookingsCancelledData };

export async function queueMail(tx: Db, mail: QueuedMail, now: Date): Promise<void> {
  await tx.query('INSERT INTO mail_queue (kind, to_address, data, created_at) VALUES ($1, $2, $3, $4)', [
    mail.kind,
    mail.to,
    JSON.stringify(mail.data),
    now,
  ]);
}

export type DeliverySettings = MailSettings & { basketHoldMinutes: number };

/** An instant as the message words it: the venue's wall-clock date in words and its hh:mm. */
function dateAndTime(iso: string, timeZone: string): { date: string; time: string } {
  const at = wallClock(new Date(iso), timeZone);
  return { date: dateWords(at.date), time: at.time.slice(0, 5) };
}

/** A sum of money in words for a message, or null when there is none. */
const amount = (minor: number, currency: string): string | null =>
  minor > 0 ? money(minor, currency).formatted : null;

export function buildQueuedMail(q: QueuedMail, settings: DeliverySettings): Mail {
  if (q.kind === 'course_waitlist_place') return courseWaitlistPlaceMail(q.to, q.data, settings.publicUrl);
  if (q.kind === 'bookings_cancelled') {
    const { lines, creditMinor, feeMinor, currency, ...facts } = q.data;
    return bookingsCancelledMail(
      q.to,
      {
        ...facts,
        lines: lines.map(({ startsAt, timeZone, ...line }) => ({ ...line, ...dateAndTime(startsAt, timeZone) })),
        credit: amount(creditMinor, currency),
        fee: amount(feeMinor, currency),
      },
      settings.publicUrl,
    );
  }
  if (q.kind === 'class_cancelled') {
    const { startsAt, timeZone, creditMinor, currency, ...facts } = q.data;
    return classCancelledMail(
      q.to,
      { ...facts, ...dateAndTime(startsAt, timeZone), credit: amount(creditMinor, currency) },
      settings.publicUrl,
    );
  }
  const d = q.data;
  const until = wallClock(addMinutes(new Date(d.heldFrom), settings.basketHoldMinutes), d.timeZone);
  return waitlistPlaceMail(
    q.to,
    {
      firstName: d.firstName,
      className: d.className,
      ...dateAndTime(d.startsAt, d.timeZone),
      heldUntil: until.time.slice(0, 5),
    },
    settings.publicUrl,
  );
}

/** A message that failed this many times stays unsent (and is left in the table to look at). */
const MAX_ATTEMPTS = 5;

/**
 * Sends unsent queued mail, oldest first, and answers how many went. Rows are claimed by one UPDATE that
 * marks them sent (`FOR UPDATE SKIP LOCKED`), so two processes never send one message twice; a message
 * whose sending fails is handed back for a later round. A process that dies between the claim and the
 * send loses that message: at most once, never twice.
 */
export async function deliverQueuedMail(db: Db, settings: DeliverySettings, now: Date, limit = 50): Promise<number> {
  const claimed = await db.query<{ id: number; kind: QueuedMail['kind']; to_address: string; data: unknown }>(
    `UPDATE mail_queue SET sent_at = $1, attempts = attempts + 1
      WHERE id IN (SELECT id FROM mail_queue WHERE sent_at IS NULL AND attempts < $2 ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, to_address, data`,
    [now, MAX_ATTEMPTS, limit],
  );
  let sent = 0;
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
    const mail = buildQueuedMail({ kind: row.kind, to: row.to_address, data } as QueuedMail, settings);
    if (await sendMailSafely(db, settings, mail, now)) sent += 1;
    else await db.query('UPDATE mail_queue SET sent_at = NULL WHERE id = $1', [row.id]);
  }
  return sent;
}

/** Sends queued mail every `intervalMs` in this process until the answer is called (time/repeat.ts). */
export function startMailDelivery(
  db: Db,
  settings: DeliverySettings,
  now: () => Date,
  intervalMs = 5_000,
): () => Promise<void> {
  return repeat(() => deliverQueuedMail(db, settings, now()), intervalMs, '[mail] queued mail not delivered');
}
