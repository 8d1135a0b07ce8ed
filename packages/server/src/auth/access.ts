import type { Db } from '../db/db.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { UserRow } from './session.ts';

/** True when `actor` may see and book for `targetId`: themself, a staff member, or a successful user link. */
export async function mayActFor(db: Db, actor: UserRow, targetId: number): Promise<boolean> {
  if (actor.id === targetId || actor.role === 'staff') return true;
  const link = await db.one(
    "SELECT 1 FROM user_links WHERE user_id = $1 AND linked_user_id = $2 AND status = 'successful'",
    [actor.id, targetId],
  );
  return Boolean(link);
}

/** The target user if the actor may act for them; 404 unknown, 403 otherwise. */
export async function userForActor(db: Db, actor: UserRow, targetId: number): Promise<UserRow> {
  const target = await db.one<UserRow>('SELECT * FROM users WHERE id = $1 AND client_id = $2', [
    targetId,
    actor.client_id,
  ]);
  if (!target) throw notFound();
  if (!(await mayActFor(db, actor, targetId))) throw forbidden();
  return target;
}
