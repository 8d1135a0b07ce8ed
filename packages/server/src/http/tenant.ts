import { clientDomain } from '../auth/session.ts';
import type { Ctx } from './app-env.ts';
import { notFound } from './errors.ts';

export interface ClientRow {
  id: number;
  uuid: string;
  name: string;
  domain: string;
  currency: string;
  currency_symbol: string;
  theme: Record<string, unknown>;
  settings: {
    maintenance?: boolean;
    paid_booking_enabled?: boolean;
    online_joining_enabled?: boolean;
    online_guest_passes_enabled?: boolean;
    payment_provider?: 'sandbox' | 'stripe';
    checkout_terms_html?: string | null;
    [k: string]: unknown;
  };
  created_at: Date;
}

/**
 * The client (operator) the request is for, from `X-Client-Domain` (or the configured default).
 * 404 when a header names an unknown client.
 */
export async function currentClient(c: Ctx): Promise<ClientRow> {
  const db = c.var.deps.db;
  const cached = c.get('client');
  if (cached) return cached;
  const row = await db.one<ClientRow>('SELECT * FROM clients WHERE domain = $1', [clientDomain(c)]);
  if (!row) throw notFound();
  c.set('client', row);
  return row;
}
