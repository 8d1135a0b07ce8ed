import { z } from 'zod';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import { money } from '../presentation/wire.ts';
import { ticketPriceByReference } from '../domain/pricing/ticketPrice.ts';

const bodySchema = z.object({
  reference: z.string().min(1).max(255),
  is_v2: z.boolean().optional(),
  occurrence_id: z
    .union([z.string().min(1), z.number().int()])
    .nullable()
    .optional(),
});

/**
 * POST /price/{venue}/ticket/{activityId} (flows §7): the price of one ticket type (by its pricing
 * option reference) on an activity, optionally checked against one session of it.
 */
export default function register(app: App): void {
  route(
    app,
    {
      method: 'post',
      path: '/price/:venue/ticket/:activityId',
      summary: 'Ticket price by pricing option reference',
      tags: ['price'],
      params: z.object({ venue: z.string().min(1), activityId: z.string().min(1) }),
      body: bodySchema,
    },
    async (c, { params, body }) => {
      const client = await currentClient(c);
      const ticket = await ticketPriceByReference(c.var.deps.db, client.id, {
        venue: params.venue,
        activity: params.activityId,
        reference: body.reference,
        occurrenceId: body.occurrence_id,
      });
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
