import { z } from 'zod';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import { money } from '../presentation/wire.ts';

const bodySchema = z.object({
  reference: z.string().min(1).max(255),
  is_v2: z.boolean().optional(),
  occurrence_id: z.union([z.string().min(1), z.number().int()]).nullable().optional(),
});

/**
 * POST /price/{venue}/ticket/{activityId} (flows §7): the price of one ticket type (by its pricing
 * option reference) on an activity, optionally checked against one session of it.
 */
export default function register(app: App): void {
  route(
    app,
    { method: 'post', path: '/price/:venue/ticket/:activityId', summary: 'Ticket price by pricing option reference', tags: ['price'], params: z.object({ venue: z.string().min(1), activityId: z.string().min(1) }), body: bodySchema },
    async (c, { params, body }) => {
      const client = await currentClient(c);
      const db = c.var.deps.db;
      const activity = await db.one<{ id: number }>(
        `SELECT a.id FROM activities a JOIN venues v ON v.id = a.venue_id
          WHERE a.client_id = $1 AND (v.slug = $2 OR v.id::text = $2) AND (a.id::text = $3 OR a.uuid::text = $3 OR a.slug = $3)`,
        [client.id, params.venue, params.activityId],
      );
      if (!activity) throw notFound();
      if (body.occurrence_id !== undefined && body.occurrence_id !== null) {
        const occ = await db.one(`SELECT 1 FROM occurrences WHERE ${/^\d+$/.test(String(body.occurrence_id)) ? 'legacy_id = $1::int' : 'id = $1'} AND activity_id = $2 AND deleted_at IS NULL`, [String(body.occurrence_id), activity.id]);
        if (!occ) throw unprocessable({ occurrence_id: ['The selected occurrence id is invalid.'] });
      }
      const ticket = await db.one<{ id: string; name: string; attendees: number; price: number; po_id: number; po_name: string; reference: string }>(
        `SELECT t.id, t.name, t.attendees, p.price, p.id AS po_id, p.name AS po_name, p.reference
           FROM tickets t JOIN pricing_options p ON p.id = t.pricing_option_id
          WHERE t.activity_id = $1 AND p.reference = $2 ORDER BY t.position LIMIT 1`,
        [activity.id, body.reference],
      );
      if (!ticket) throw unprocessable({ reference: ['The selected reference is invalid.'] });
      return ok(c, {
        ticket_id: ticket.id,
        name: ticket.name,
        attendees: ticket.attendees,
        reference: ticket.reference,
        is_v2: body.is_v2 ?? true,
        occurrence_id: body.occurrence_id ?? null,
        pricing_option: { id: ticket.po_id, name: ticket.po_name, reference: ticket.reference },
        price: money(ticket.price, client.currency),
      });
    },
  );
}
