import { clientInfo } from '@venue/core/contract';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';

export default function register(app: App) {
  route(
    app,
    {
      method: 'get',
      path: '/api/client',
      summary: 'The client (operator): id, name, currency',
      tags: ['client'],
      response: clientInfo,
    },
    async (c) => {
      const client = await currentClient(c);
      return ok(c, {
        id: client.id,
        name: client.name,
        domain: client.domain,
        currency: { code: client.currency, symbol: client.currency_symbol || '£' },
        online_joining_enabled: client.settings.online_joining_enabled ?? false,
        online_guest_passes_enabled: client.settings.online_guest_passes_enabled ?? false,
        paid_booking_enabled: client.settings.paid_booking_enabled ?? true,
        terms_url: client.settings.terms_url ?? null,
      });
    },
  );
}
