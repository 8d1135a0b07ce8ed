import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';

/** Customers of the client whose name, e-mail or reference contains `search`, by last name; one page and the total. */
export async function searchUsers(
  db: Db,
  clientId: number,
  search: string | undefined,
  page: { limit: number | null; offset: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = ['client_id = $1'];
  const params: unknown[] = [clientId];
  if (search) {
    params.push(`%${search.toLowerCase()}%`);
    where.push(
      `(lower(first_name || ' ' || last_name) LIKE $${params.length} OR lower(coalesce(email, '')) LIKE $${params.length} OR lower(reference) LIKE $${params.length})`,
    );
  }
  const total = (await db.one<{ n: number }>(`SELECT count(*) AS n FROM users WHERE ${where.join(' AND ')}`, params))!
    .n;
  const rows = await db.query<UserRow>(
    `SELECT * FROM users WHERE ${where.join(' AND ')} ORDER BY last_name, first_name, id LIMIT ${page.limit ?? 'ALL'} OFFSET ${page.offset}`,
    params,
  );
  return { rows, total };
}
