import { z } from 'zod';
import { geocodeQuery, geocodeResult } from '@venue/core/contract';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { geocode } from '../domain/venues/geocode.ts';

export default function register(app: App) {
  route(
    app,
    {
      method: 'get',
      path: '/api/geocode',
      summary: 'UK place or postcode to coordinates (built-in gazetteer)',
      tags: ['venues'],
      query: geocodeQuery,
      response: z.array(geocodeResult),
    },
    (c, { query }) => ok(c, geocode(query.postcode ?? query.search ?? '', query.limit)),
  );
}
