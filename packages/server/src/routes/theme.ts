import { theme, themeQuery } from '@venue/core/contract';
import { venueBySlug } from '../db/venues.ts';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { MESSAGES, notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';

export default function register(app: App) {
  route(
    app,
    {
      method: 'get',
      path: '/api/frontend/theme',
      summary: "The venue's theme, falling back to the client's; 503 in maintenance",
      tags: ['client'],
      query: themeQuery,
      response: theme,
    },
    async (c, { query }) => {
      const client = await currentClient(c);
      // Maintenance is checked first: the client shows the maintenance page on a 503 from this call.
      if (c.get('deps').config.maintenance || client.settings.maintenance)
        return c.json({ message: MESSAGES.maintenance }, 503);
      let overrides: Record<string, unknown> = {};
      if (query.venue) {
        const venue = await venueBySlug(c.get('deps').db, client.id, query.venue);
        if (!venue) throw notFound();
        overrides = venue.theme ?? {};
      }
      return ok(c, theme.parse({ ...client.theme, ...overrides }));
    },
  );
}
