import { ticketPriceAnswer, ticketPriceBody } from '@venue/core/contract';
import { z } from 'zod';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import { currentUser } from '../auth/session.ts';
import { money } from '../presentation/wire.ts';
import { MEMBER_DISCOUNT_NAME, priceTickets } from '../domain/pricing/ticketPrice.ts';

/**
 * POST /price/{venue}/ticket/{activityId} (flows §7, API-030): with a customer reference (TT-008), what every
 * ticket type of the activity costs that customer (their discount, TT-007); with a pricing option reference,
 * that one ticket type. Optionally checked against one session of the activity.
 */
export default function register(app: App): void {
  route(
    app,
    {
      method: 'post',
      path: '/price/:venue/ticket/:activityId',
      summary: 'Ticket prices for a customer (or one ticket type by pricing option reference)',
      tags: ['price'],
      params: z.object({ venue: z.string().min(1), activityId: z.string().min(1) }),
      body: ticketPriceBody,
      response: ticketPriceAnswer,
    },
    async (c, { params, body }) => {
      const client = await currentClient(c);
      const result = await priceTickets(c.get('deps').db, client.id, await currentUser(c), {
        venue: params.venue,
        activity: params.activityId,
        reference: body.reference,
        occurrenceId: body.occurrence_id,
      });
      const m = (value: number) => money(value, client.currency);
      const base = { reference: body.reference, is_v2: body.is_v2 ?? true, occurrence_id: body.occurrence_id ?? null };
      if (result.kind === 'customer') {
        const discounted = result.tickets.some((t) => t.price < t.fullPrice);
        return ok(c, {
          ...base,
          customer_id: result.customerId,
          discount_name: discounted ? MEMBER_DISCOUNT_NAME : null,
          ticket_types: result.tickets.map((t) => ({
            id: t.id,
            name: t.name,
            reference: t.poReference,
            pricing_option_id: String(t.poId),
            attendees: t.attendees,
            full_price: m(t.fullPrice),
            price: m(t.price),
            discount: t.price < t.fullPrice ? m(t.fullPrice - t.price) : null,
          })),
        });
      }
      return ok(c, {
        ...base,
        customer_id: null,
        discount_name: null,
        ticket_types: [
          {
            id: result.id,
            name: result.name,
            reference: result.reference,
            pricing_option_id: String(result.po_id),
            attendees: result.attendees,
            full_price: m(result.price),
            price: m(result.price),
            discount: null,
          },
        ],
        ticket_id: result.id,
        name: result.name,
        attendees: result.attendees,
        pricing_option: { id: result.po_id, name: result.po_name, reference: result.reference },
        price: m(result.price),
      });
    },
  );
}
