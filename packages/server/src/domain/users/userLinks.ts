import type { z } from 'zod';
import type { createLinkBody, updateLinkBody } from '@venue/core/contract';
import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import { nextReference } from '../../auth/user-view.ts';
import { iso } from '../../presentation/wire.ts';
import { forbiddenError, invalidField, notFoundError } from '../errors.ts';

export interface LinkRow {
  id: number;
  status: 'successful' | 'pending' | 'revoked' | 'cancelled';
  relationship: 'parent' | 'partner' | 'sibling' | 'employee' | 'carer';
  created_at: Date;
  confirmed_at: Date | null;
  ref_id: number;
  ref_name: string;
}

const linkSelect = `SELECT l.id, l.status, l.relationship, l.created_at, l.confirmed_at, u.id AS ref_id,
                           u.first_name || ' ' || u.last_name AS ref_name
                      FROM user_links l JOIN users u ON u.id = l.linked_user_id`;

export const presentLink = (l: LinkRow) => ({
  id: l.id,
  status: l.status,
  referenced_user: { id: l.ref_id, name: l.ref_name },
  relationship: l.relationship,
  created_at: iso(l.created_at)!,
  confirmed_at: iso(l.confirmed_at),
});

/** A link the user is on either side of; not found otherwise. */
export async function loadLink(db: Db, userId: number, linkId: number): Promise<LinkRow> {
  const l = await db.one<LinkRow>(`${linkSelect} WHERE l.id = $1 AND (l.user_id = $2 OR l.linked_user_id = $2)`, [
    linkId,
    userId,
  ]);
  if (!l) throw notFoundError();
  return l;
}

/** The links the user made (the people they book for). */
export async function listLinks(db: Db, userId: number): Promise<LinkRow[]> {
  return db.query<LinkRow>(`${linkSelect} WHERE l.user_id = $1 ORDER BY l.id`, [userId]);
}

/**
 * Links an existing user of the client (pending until they confirm, unless staff link them) or creates a
 * dependant (linked at once); never oneself, never twice.
 */
export async function createLink(
  db: Db,
  actor: UserRow,
  owner: UserRow,
  body: z.output<typeof createLinkBody>,
  now: () => Date,
): Promise<LinkRow> {
  const linkId = await db.transaction(async (tx) => {
    let linkedId: number;
    let status: 'pending' | 'successful';
    if (body.linked_user_id !== undefined) {
      const other = await tx.one<{ id: number }>('SELECT id FROM users WHERE id = $1 AND client_id = $2', [
        body.linked_user_id,
        owner.client_id,
      ]);
      if (!other) throw invalidField('linked_user_id', 'The selected linked user id is invalid.');
      if (other.id === owner.id) throw invalidField('linked_user_id', 'You cannot link to yourself.');
      linkedId = other.id;
      // Staff may confirm on the customer's behalf; otherwise the other person confirms later.
      status = actor.role === 'staff' ? 'successful' : 'pending';
    } else {
      if (body.date_of_birth && body.date_of_birth > now().toISOString().slice(0, 10)) {
        throw invalidField('date_of_birth', 'The date of birth must not be in the future.');
      }
      const dep = await tx.one<{ id: number }>(
        'INSERT INTO users (client_id, reference, first_name, last_name, date_of_birth, home_venue_id, source) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
        [
          owner.client_id,
          await nextReference(tx),
          body.first_name,
          body.last_name,
          body.date_of_birth ?? null,
          owner.home_venue_id,
          'my-account',
        ],
      );
      linkedId = dep!.id;
      status = 'successful';
    }
    const existing = await tx.one('SELECT 1 FROM user_links WHERE user_id = $1 AND linked_user_id = $2', [
      owner.id,
      linkedId,
    ]);
    if (existing) throw invalidField('linked_user_id', 'This person is already linked.');
    const row = await tx.one<{ id: number }>(
      'INSERT INTO user_links (user_id, linked_user_id, relationship, status, created_at, confirmed_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [owner.id, linkedId, body.relationship, status, now(), status === 'successful' ? now() : null],
    );
    return row!.id;
  });
  return loadLink(db, owner.id, linkId);
}

/** Confirms, revokes or cancels a link; only the linked person (or staff) may confirm a pending one. */
export async function updateLink(
  db: Db,
  actor: UserRow,
  userId: number,
  linkId: number,
  body: z.output<typeof updateLinkBody>,
  now: Date,
): Promise<LinkRow> {
  const link = await loadLink(db, userId, linkId);
  const raw = await db.one<{ user_id: number; linked_user_id: number }>(
    'SELECT user_id, linked_user_id FROM user_links WHERE id = $1',
    [link.id],
  );
  if (
    body.status === 'successful' &&
    link.status !== 'successful' &&
    actor.role !== 'staff' &&
    raw!.linked_user_id !== actor.id
  ) {
    throw forbiddenError();
  }
  await db.query(
    'UPDATE user_links SET status = $2, relationship = coalesce($3, relationship), confirmed_at = CASE WHEN $2 = $4 AND confirmed_at IS NULL THEN $5::timestamptz ELSE confirmed_at END WHERE id = $1',
    [link.id, body.status, body.relationship ?? null, 'successful', now],
  );
  return loadLink(db, userId, link.id);
}

/** Cancels a link the user is on either side of. */
export async function cancelLink(db: Db, userId: number, linkId: number): Promise<LinkRow> {
  const link = await loadLink(db, userId, linkId);
  await db.query("UPDATE user_links SET status = 'cancelled' WHERE id = $1", [link.id]);
  return loadLink(db, userId, link.id);
}
