import { z } from 'zod';
import { venueMemberships } from '@venue/core/contract';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import { venueMembershipOffers } from '../domain/membership-joining/pricing.ts';

/**
 * Membership pricing for online joining (flows §1, §2 /pricing; USER-017). Under the venue because the
 * offer is per home venue: the venues come from GET /api/venues/online-joining (flows §7), and a
 * membership is sold only where it can have its home. Public, like the venue list.
 */
export default function register(app: App): void {
  route(
    app,
    {
      method: 'get',
      path: '/api/venues/:slug/memberships',
      summary: 'Memberships that can be joined online with this venue as home: pricing options, joining fee, limits',
      tags: ['venues', 'memberships'],
      params: z.object({ slug: z.string().min(1).max(100) }),
      response: venueMemberships,
    },
    async (c, { params }) => {
      const client = await currentClient(c);
      return ok(c, await venueMembershipOffers(c.get('deps').db, client.id, params.slug, client.currency));
    },
  );
}
