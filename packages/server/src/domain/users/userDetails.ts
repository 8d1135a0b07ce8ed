import type { z } from 'zod';
import type { updateUserBody } from '@venue/core/contract';
import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import { invalidField } from '../errors.ts';
import { emailTaken } from '../accounts/registerCustomer.ts';

/** Applies the fields sent (address and marketing preferences flattened to their columns); e-mails stay unique. */
export async function updateUserDetails(
  db: Db,
  target: UserRow,
  body: z.output<typeof updateUserBody>,
): Promise<UserRow> {
  if (body.email && (await emailTaken(db, target.client_id, body.email, target.id))) {
    throw invalidField('email', 'The email has already been taken.');
  }
  const set: Record<string, unknown> = {};
  for (const k of [
    'first_name',
    'last_name',
    'title',
    'email',
    'gender',
    'ethnicity',
    'disability',
    'phone',
    'date_of_birth',
  ] as const) {
    if (body[k] !== undefined) set[k] = body[k];
  }
  for (const [k, v] of Object.entries(body.address ?? {})) if (v !== undefined) set[k] = v;
  for (const [k, v] of Object.entries(body.marketing ?? {})) if (v !== undefined) set[`marketing_${k}`] = v;
  const keys = Object.keys(set);
  if (!keys.length) return target;
  return (await db.one<UserRow>(
    `UPDATE users SET ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')} WHERE id = $1 RETURNING *`,
    [target.id, ...keys.map((k) => set[k])],
  ))!;
}
