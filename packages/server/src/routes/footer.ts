import { footer, footerQuery } from '@venue/core/contract';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import { venueFooter } from '../domain/venues/venueDirectory.ts';

export default function register(app: App) {
  route(
    app,
    {
      method: 'get',
      path: '/api/activities/footer',
      summary: "A venue's footer HTML block (the first venue's when none is named)",
      tags: ['venues'],
      query: footerQuery,
      response: footer,
    },
    async (c, { query }) => {
      const client = await currentClient(c);
      const venue = await venueFooter(c.get('deps').db, client.id, query.venue);
      return ok(c, { venue: venue.slug, html: venue.footer_html ?? '' });
    },
  );
}
