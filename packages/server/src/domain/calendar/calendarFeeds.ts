import { bookingEvent, buildCalendar } from '@venue/core/calendar';
import type { CalendarFeedWire } from '@venue/core/contract';
import type { Db } from '../../db/db.ts';
import type { CalendarFeedRow } from '../../db/rows.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { notFoundError } from '../errors.ts';
import { loadBookings } from '../bookings/bookingQueries.ts';

/** How many upcoming bookings a feed lists at most. */
export const FEED_LIMIT = 500;
const FILE = /^([A-Za-z0-9_-]{20,100})\.ics$/;

const inactive: CalendarFeedWire = { active: false, created_at: null, url: null, webcal_url: null };

/** The feed's addresses for a token, under the public origin (`https://` and `webcal://`). */
export function feedUrls(publicUrl: string, token: string): { url: string; webcal_url: string } {
  const url = `${publicUrl}/api/calendar/${token}.ics`;
  return { url, webcal_url: url.replace(/^https?:\/\//, 'webcal://') };
}

/** Whether the user has a live feed (never its address: only the hash is kept). */
export async function feedStatus(db: Db, userId: number): Promise<CalendarFeedWire> {
  const row = await db.one<CalendarFeedRow>('SELECT * FROM calendar_feeds WHERE user_id = $1', [userId]);
  return row ? { ...inactive, active: true, created_at: new Date(row.created_at).toISOString() } : inactive;
}

/** Creates the user's feed, replacing (and so revoking) any earlier one; the answer carries the secret once. */
export async function createFeed(db: Db, userId: number, publicUrl: string, now: Date): Promise<CalendarFeedWire> {
  const { token, hash } = newToken();
  await db.query(
    `INSERT INTO calendar_feeds (user_id, token_hash, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at`,
    [userId, hash, now],
  );
  return { active: true, created_at: now.toISOString(), ...feedUrls(publicUrl, token) };
}

/** Revokes the user's feed: its address answers 404 from now on. */
export async function revokeFeed(db: Db, userId: number): Promise<CalendarFeedWire> {
  await db.query('DELETE FROM calendar_feeds WHERE user_id = $1', [userId]);
  return inactive;
}

/**
 * The iCalendar text of a feed: the owner's settled bookings that have not started yet, soonest first.
 * An unknown, malformed or revoked token is not found.
 */
export async function feedCalendar(db: Db, file: string, now: Date): Promise<string> {
  const token = FILE.exec(file)?.[1];
  if (!token) throw notFoundError();
  const feed = await db.one<{ user_id: number; domain: string; client_name: string }>(
    `SELECT f.user_id, c.domain, c.name AS client_name
       FROM calendar_feeds f JOIN users u ON u.id = f.user_id JOIN clients c ON c.id = u.client_id
      WHERE f.token_hash = $1`,
    [hashToken(token)],
  );
  if (!feed) throw notFoundError();
  const rows = await loadBookings(
    db,
    `b.user_id = $1 AND b.status = 'settled' AND o.starts_at > $2`,
    [feed.user_id, now],
    `ORDER BY o.starts_at, b.id LIMIT ${FEED_LIMIT}`,
  );
  const events = rows.map((r) =>
    bookingEvent(
      {
        id: r.id,
        name: r.template_name,
        venueName: r.venue_name,
        locationName: r.friendly_location_name ?? locationNames(r.locations),
        startsAt: new Date(r.starts_at),
        endsAt: new Date(r.ends_at),
      },
      feed.domain,
    ),
  );
  return buildCalendar(events, { now, name: `${feed.client_name} bookings`, refreshMinutes: 60 });
}

function locationNames(locations: Array<{ names: string }> | string): string {
  const list = typeof locations === 'string' ? (JSON.parse(locations) as Array<{ names: string }>) : locations;
  return list.map((l) => l.names).join(', ');
}
