import type { Db } from '../../db/db.ts';
import { mayActFor } from '../../auth/access.ts';
import type { UserRow } from '../../auth/session.ts';
import { INDUCTION_BY_STAFF, isInduction, RESTRICTION_INVALID } from '../checkout/waiverChecks.ts';
import { forbiddenError, invalidField, notFoundError } from '../errors.ts';

export interface PreviousAttendee {
  id: number;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  signed_at: Date | null;
  relationship: string | null;
}

/**
 * The customer and the people linked to them, matching an optional name search, each with when they
 * signed the restriction (null when not); the customer first. not_found for another client's restriction.
 */
export async function previousAttendees(
  db: Db,
  customer: Pick<UserRow, 'id' | 'client_id'>,
  restrictionId: number,
  search: string | null,
): Promise<PreviousAttendee[]> {
  const restriction = await db.one('SELECT 1 FROM restrictions WHERE id = $1 AND client_id = $2', [
    restrictionId,
    customer.client_id,
  ]);
  if (!restriction) throw notFoundError();
  return db.query<PreviousAttendee>(
    `SELECT u.id, u.first_name, u.last_name, u.date_of_birth, ur.satisfied_at AS signed_at, l.relationship
       FROM users u
       LEFT JOIN user_links l ON l.user_id = $1 AND l.linked_user_id = u.id AND l.status = 'successful'
       LEFT JOIN user_restrictions ur ON ur.user_id = u.id AND ur.restriction_id = $2
      WHERE (u.id = $1 OR l.id IS NOT NULL) AND ($3::text IS NULL OR (u.first_name || ' ' || u.last_name) ILIKE '%' || $3 || '%')
      ORDER BY (u.id = $1) DESC, u.first_name, u.last_name`,
    [customer.id, restrictionId, search],
  );
}

export interface WaiverSignature {
  user_id: number;
  restriction_id: number;
  agreed: boolean;
}

/**
 * Signs waivers for attendees the customer may act for, all or none: each must be agreed, be the client's,
 * and an induction only staff may sign. Signing twice keeps the first signature.
 */
export async function signWaivers(db: Db, actor: UserRow, customer: UserRow, waivers: WaiverSignature[], now: Date) {
  for (const [i, w] of waivers.entries()) {
    if (!w.agreed) throw invalidField(`waivers.${i}.agreed`, 'The waiver must be agreed.');
    if (!(await mayActFor(db, customer, w.user_id)) && actor.role !== 'staff') throw forbiddenError();
    const r = await db.one<{ type: string }>('SELECT type FROM restrictions WHERE id = $1 AND client_id = $2', [
      w.restriction_id,
      customer.client_id,
    ]);
    if (!r) throw invalidField(`waivers.${i}.restriction_id`, RESTRICTION_INVALID);
    if (isInduction(r.type) && actor.role !== 'staff')
      throw invalidField(`waivers.${i}.restriction_id`, INDUCTION_BY_STAFF);
  }
  const out = [];
  for (const w of waivers) {
    await db.query(
      'INSERT INTO user_restrictions (user_id, restriction_id, signed_by_user_id, satisfied_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [w.user_id, w.restriction_id, actor.id, now],
    );
    out.push({ user_id: w.user_id, restriction_id: w.restriction_id, satisfied: true });
  }
  return out;
}
