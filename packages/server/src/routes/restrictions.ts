import { z } from 'zod';
import { restriction, restrictionListQuery } from '@venue/core/contract/courses.ts';
import { actingUser, currentUser } from '../auth/session.ts';
import type { App } from '../http/app-env.ts';
import { ok, okPaged } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import { presentRestriction } from '../domain/courses/presentCourse.ts';

/**
 * Restrictions (waivers and inductions). The list answers only for a known customer and only the
 * restrictions they have not satisfied yet (RESTR-009); one restriction is readable by anyone, since
 * the course page shows its waiver terms before login (decision C10).
 */
export default function register(app: App): void {
  route(app, { method: 'get', path: '/api/v1/activities/restrictions', summary: 'Restrictions the customer has not satisfied', tags: ['restrictions'], query: restrictionListQuery, paged: true, response: z.array(restriction) }, async (c, { query: q }) => {
    const client = await currentClient(c);
    const customer = q.selected_user_id !== undefined ? await actingUser(c, q.selected_user_id) : await currentUser(c);
    if (!customer) return okPaged(c, [], q, 0);
    const where = ['r.client_id = $1', 'NOT EXISTS (SELECT 1 FROM user_restrictions ur WHERE ur.user_id = $2 AND ur.restriction_id = r.id)'];
    const params: unknown[] = [client.id, customer.id];
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
    const db = c.var.deps.db;
    const total = (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM restrictions r WHERE ${where.join(' AND ')}`, params))!.n;
    const rows = await db.query<{ id: number; name: string; type: string; terms: string | null; related_category_id: string | null }>(
      `SELECT r.id, r.name, r.type, r.terms, r.related_category_id FROM restrictions r WHERE ${where.join(' AND ')} ORDER BY r.name, r.id LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`,
      params,
    );
    return okPaged(c, rows.map(presentRestriction), q, total);
  });

  route(app, { method: 'get', path: '/api/v1/activities/restrictions/:id', summary: 'One restriction with its terms (HTML)', tags: ['restrictions'], params: z.object({ id: z.coerce.number().int().min(1) }), response: restriction.extend({ satisfied: z.boolean().nullable() }) }, async (c, { params }) => {
    const client = await currentClient(c);
    const row = await c.var.deps.db.one<{ id: number; name: string; type: string; terms: string | null; related_category_id: string | null }>(
      'SELECT id, name, type, terms, related_category_id FROM restrictions WHERE id = $1 AND client_id = $2',
      [params.id, client.id],
    );
    if (!row) throw notFound();
    const user = await currentUser(c);
    const satisfied = user ? Boolean(await c.var.deps.db.one('SELECT 1 FROM user_restrictions WHERE user_id = $1 AND restriction_id = $2', [user.id, row.id])) : null;
    return ok(c, { ...presentRestriction(row), satisfied });
  });
}
