import { z } from 'zod';
import { location, venue, venueListQuery } from '@venue/core/contract';
import { venueView } from '../db/venues.ts';
import type { App } from '../http/app-env.ts';
import { ok, okPaged } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import { localDate } from '../time/londonTime.ts';
import { requireVenue, searchVenues, venueLocations } from '../domain/venues/venueDirectory.ts';

export default function register(app: App) {
  const list =
    (onlineJoining: boolean) =>
    async (c: Parameters<Parameters<typeof route>[2]>[0], { query }: { query: z.infer<typeof venueListQuery> }) => {
      const client = await currentClient(c);
      const { db, now } = c.get('deps');
      const { views, near } = await searchVenues(db, client.id, onlineJoining, query, localDate(now()));
      const start = query.bypass_pagination ? 0 : (query.page - 1) * query.per_page;
      const page = query.bypass_pagination ? views : views.slice(start, start + query.per_page);
      return okPaged(
        c,
        page,
        query,
        views.length,
        near ? { sort_by: 'distance', direction: 'ascending' } : { sort_by: 'name', direction: 'ascending' },
      );
    };

  route(
    app,
    {
      method: 'get',
      path: '/api/venues',
      summary: 'Venues: search by name, or near a point within a radius (miles)',
      tags: ['venues'],
      query: venueListQuery,
      response: venue,
      paged: true,
    },
    list(false),
  );
  route(
    app,
    {
      method: 'get',
      path: '/api/venues/online-joining',
      summary: 'Venues where memberships can be bought online',
      tags: ['venues'],
      query: venueListQuery,
      response: venue,
      paged: true,
    },
    list(true),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/venues/:slug',
      summary: 'One venue by slug (or id)',
      tags: ['venues'],
      params: z.object({ slug: z.string().max(255) }),
      response: venue,
    },
    async (c, { params }) => {
      const client = await currentClient(c);
      const v = await requireVenue(c.get('deps').db, client.id, params.slug);
      return ok(c, venueView(v, localDate(c.get('deps').now())));
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/venues/:slug/locations',
      summary: "A venue's locations (the venue and its resources)",
      tags: ['venues'],
      params: z.object({ slug: z.string().max(255) }),
      response: z.array(location),
    },
    async (c, { params }) => {
      const client = await currentClient(c);
      const rows = await venueLocations(c.get('deps').db, client.id, params.slug);
      return ok(
        c,
        rows.map((l) => ({
          id: l.id,
          names: [l.name],
          name: l.name,
          parent_id: l.parent_id,
          location_type: l.location_type,
        })),
      );
    },
  );
}
