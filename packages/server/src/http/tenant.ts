import { clientDomain } from '../auth/session.ts';
import type { Ctx } from './app-env.ts';
import { notFound } from './errors.ts';
import type { ClientRow } from '../db/rows.ts';

export type { ClientRow };

/**
 * The client (operator) the request is for, from `X-Client-Domain` (or the configured default).
 * 404 when a header names an unknown client.
 */
export async function currentClient(c: Ctx): Promise<ClientRow> {
  const db = c.get('deps').db;
  const cached = c.get('client');
  if (cached) return cached;
  const row = await db.one<ClientRow>('SELECT * FROM clients WHERE domain = $1', [clientDomain(c)]);
  if (!row) throw notFound();
  c.set('client', row);
  return row;
}
