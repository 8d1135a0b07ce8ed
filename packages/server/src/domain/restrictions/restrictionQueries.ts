import type { Db } from '../../db/db.ts';
import { notFoundError } from '../errors.ts';
import type { RestrictionRow } from '../../db/rows.ts';

/** The columns of a restriction the wire shows. */
export type RestrictionView = Pick<RestrictionRow, 'id' | 'name' | 'type' | 'terms' | 'related_category_id'>;

export interface RestrictionFilter {
  search?: string;
  type?: string[];
  category_id?: string;
  page: number;
  per_page: number;
}

/** One page of the client's restrictions the customer has not satisfied yet (RESTR-009), by name. */
export async function unsatisfiedRestrictions(db: Db, clientId: number, customerId: number, q: RestrictionFilter) {
  const where = [
    'r.client_id = $1',
    'NOT EXISTS (SELECT 1 FROM user_restrictions ur WHERE ur.user_id = $2 AND ur.restriction_id = r.id)',
  ];
  const params: unknown[] = [clientId, customerId];
  if (q.search) {
    params.push(`%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    where.push(`r.name ILIKE $${params.length}`);
  }
  if (q.type?.length) {
    params.push(q.type);
    where.push(`r.type = ANY($${params.length}::text[])`);
  }
  if (q.category_id) {
    params.push(q.category_id);
    where.push(`r.related_category_id = $${params.length}::uuid`);
  }
  const total = (await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM restrictions r WHERE ${where.join(' AND ')}`,
    params,
  ))!.n;
  const rows = await db.query<RestrictionView>(
    `SELECT r.id, r.name, r.type, r.terms, r.related_category_id FROM restrictions r WHERE ${where.join(' AND ')} ORDER BY r.name, r.id LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`,
    params,
  );
  return { rows, total };
}

/** One restriction of the client, and whether the user (if any) has satisfied it; not_found when unknown. */
export async function restrictionFor(
  db: Db,
  clientId: number,
  id: number,
  userId: number | null,
): Promise<{ row: RestrictionView; satisfied: boolean | null }> {
  const row = await db.one<RestrictionView>(
    'SELECT id, name, type, terms, related_category_id FROM restrictions WHERE id = $1 AND client_id = $2',
    [id, clientId],
  );
  if (!row) throw notFoundError();
  const satisfied =
    userId !== null
      ? Boolean(
          await db.one('SELECT 1 FROM user_restrictions WHERE user_id = $1 AND restriction_id = $2', [userId, row.id]),
        )
      : null;
  return { row, satisfied };
}
