import type { Db } from '../../db/db.ts';
import { conflictError, invalidError } from '../errors.ts';

export const COURT_TAKEN = 'Sorry, that court has just been booked. Please choose another.';
export const NO_COURT_LEFT = 'Sorry, there are no places left.';
export const COURT_INVALID = 'The selected court is invalid.';
export const NOT_A_RESOURCE = 'A court can only be chosen for resource hire.';
export const ONE_COURT_PER_ITEM = 'A court is booked one at a time: the quantity must be 1.';

export interface AllocatedResource {
  id: number;
  name: string;
}

/**
 * The court (resource location) a booking of a resource session holds. The customer's choice when they
 * made one (allocation strategy `customer`, TT-012), else the first free court in name order (the system
 * allocates). A location of another session, or one a live booking holds, is refused; the unique index
 * `bookings_one_per_resource` keeps two concurrent adds from taking the same court.
 */
export async function allocateResource(
  tx: Db,
  occurrence: { id: string; booking_type: string },
  ask: { locationId?: number | null; quantity: number; locationField: string; quantityField: string },
): Promise<AllocatedResource | null> {
  if (occurrence.booking_type !== 'resources') {
    if (ask.locationId != null) throw invalidError({ [ask.locationField]: [NOT_A_RESOURCE] });
    return null;
  }
  if (ask.quantity !== 1) throw invalidError({ [ask.quantityField]: [ONE_COURT_PER_ITEM] });
  const courts = await tx.query<{ id: number; name: string; taken: boolean }>(
    `SELECT l.id, l.name,
            EXISTS (SELECT 1 FROM bookings b WHERE b.occurrence_id = ol.occurrence_id AND b.location_id = l.id AND b.status <> 'cancelled') AS taken
       FROM occurrence_locations ol JOIN locations l ON l.id = ol.location_id
      WHERE ol.occurrence_id = $1 ORDER BY l.name, l.id`,
    [occurrence.id],
  );
  if (ask.locationId != null) {
    const chosen = courts.find((c) => c.id === ask.locationId);
    if (!chosen) throw invalidError({ [ask.locationField]: [COURT_INVALID] });
    if (chosen.taken) throw conflictError(COURT_TAKEN);
    return { id: chosen.id, name: chosen.name };
  }
  const free = courts.find((c) => !c.taken);
  if (!free) throw conflictError(NO_COURT_LEFT);
  return { id: free.id, name: free.name };
}

/** True for the unique-index violation two adds racing for one court end in. */
export function isCourtRace(e: unknown): boolean {
  return (e as { code?: string } | null)?.code === '23505';
}
