import type { Ctx } from './app-env.ts';
import { forbidden, notFound } from './errors.ts';
import { clientDomain, clientUser, currentUser, type UserRow } from '../auth/session.ts';
import { currentClient } from './tenant.ts';
import { markActingFor } from './staffWording.ts';
import type { VenueRow as VenueTableRow } from '../db/rows.ts';
import { sameTurnReads } from '../db/sameTurnReads.ts';

/** The client (operator) a request is for, from X-Client-Domain; 404 when unknown. */
export async function requestClientId(c: Ctx): Promise<number> {
  return (await currentClient(c)).id;
}

/** The venue columns a request scope reads. */
export type VenueRow = Pick<
  VenueTableRow,
  'id' | 'uuid' | 'slug' | 'name' | 'timezone' | 'opening_times' | 'activities_v2_migration_date' | 'client_id'
>;

/** A venue by slug, numeric id or uuid (the spec's "venueIdentifier"); 404 when unknown. */
export async function findVenue(c: Ctx, identifier: string): Promise<VenueRow> {
  return venueQuery<VenueRow>(c, identifier, '', '');
}

/**
 * findVenue with the venue's timetable change counter (db/migrations/0020, summed over its rows since 0023),
 * read in the same round trip,
 * so a timetable read can tell whether its cached public part still holds. Null only for a venue
 * created before the counter existed and never since given one.
 */
export async function findVenueWithTimetableVersion(
  c: Ctx,
  identifier: string,
): Promise<VenueRow & { timetable_version: number | null }> {
  // Every timetable read starts here: the reads of one venue asked for in one turn share the query.
  return sameTurnReads(c.get('deps').db).read(`${clientDomain(c)}\0${identifier}`, () =>
    venueQuery(
      c,
      identifier,
      ', (SELECT sum(tv.version)::bigint FROM timetable_versions tv WHERE tv.venue_id = v.id) AS timetable_version',
      '',
    ),
  );
}

async function venueQuery<T>(c: Ctx, identifier: string, columns: string, join: string): Promise<T> {
  // One round trip: the client domain and the venue are resolved together.
  const row = await c.get('deps').db.one<T>(
    `SELECT v.id, v.uuid::text AS uuid, v.slug, v.name, v.timezone, v.opening_times,
            v.activities_v2_migration_date::text AS activities_v2_migration_date, v.client_id${columns}
       FROM venues v JOIN clients cl ON cl.id = v.client_id ${join}
      WHERE cl.domain = $1 AND (v.slug = $2 OR v.id::text = $2 OR v.uuid::text = $2)`,
    [clientDomain(c), identifier],
  );
  if (!row) throw notFound();
  return row;
}

/**
 * The customer a read is personalised for: staff may name one with selected_user_id; others read for
 * themselves; anonymous visitors get null. Never throws for a missing login.
 */
export async function viewerFor(
  c: Ctx,
  selectedUserId?: number,
): Promise<{ viewer: UserRow | null; customer: UserRow | null }> {
  const viewer = await currentUser(c);
  if (!viewer) return { viewer: null, customer: null };
  if (selectedUserId !== undefined && selectedUserId !== viewer.id && viewer.role !== 'staff') throw forbidden();
  if (selectedUserId === undefined || selectedUserId === viewer.id) {
    return { viewer, customer: viewer.role === 'staff' && selectedUserId === undefined ? null : viewer };
  }
  const customer = await clientUser(c.get('deps').db, selectedUserId, viewer.client_id);
  markActingFor(c, customer.id);
  return { viewer, customer };
}
