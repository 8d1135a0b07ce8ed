import { footer, footerQuery } from '@venue/core/contract/venues.ts';
import { venueBySlug } from '../db/venues.ts';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';

export default function register(app: App) {
  route(
    app,
    { method: 'get', path: '/api/activities/footer', summary: "A venue's footer HTML block (the first venue's when none is named)", tags: ['venues'], query: footerQuery, response: footer },
    async (c, { query }) => {
      const client = await currentClient(c);
      const db = c.var.deps.db;
      const venue = query.venue
        ? await venueBySlug(db, client.id, query.venue)
        : await db.one<{ slug: string; footer_html: string | null }>('SELECT slug, footer_html FROM venues WHERE client_id = $1 ORDER BY id LIMIT 1', [client.id]);
      if (!venue) throw notFound();
      return ok(c, { venue: venue.slug, html: venue.footer_html ?? '' });
    },
  );
}
