import { z } from 'zod';
import { restriction, restrictionListQuery } from '@venue/core/contract';
import { actingUser, currentUser } from '../auth/session.ts';
import type { App } from '../http/app-env.ts';
import { ok, okPaged } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import { presentRestriction } from '../domain/courses/presentCourse.ts';
import { restrictionFor, unsatisfiedRestrictions } from '../domain/restrictions/restrictionQueries.ts';

/**
 * Restrictions (waivers and inductions). The list answers only for a known customer and only the
 * restrictions they have not satisfied yet (RESTR-009); one restriction is readable by anyone, since
 * the course page shows its waiver terms before login (decision C10).
 */
export default function register(app: App): void {
  route(
    app,
    {
      method: 'get',
      path: '/api/v1/activities/restrictions',
      summary: 'Restrictions the customer has not satisfied',
      tags: ['restrictions'],
      query: restrictionListQuery,
      paged: true,
      response: z.array(restriction),
    },
    async (c, { query: q }) => {
      const client = await currentClient(c);
      const customer =
        q.selected_user_id !== undefined ? await actingUser(c, q.selected_user_id) : await currentUser(c);
      if (!customer) return okPaged(c, [], q, 0);
      const { rows, total } = await unsatisfiedRestrictions(c.get('deps').db, client.id, customer.id, q);
      return okPaged(c, rows.map(presentRestriction), q, total);
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/v1/activities/restrictions/:id',
      summary: 'One restriction with its terms (HTML)',
      tags: ['restrictions'],
      params: z.object({ id: z.coerce.number().int().min(1) }),
      response: restriction.extend({ satisfied: z.boolean().nullable() }),
    },
    async (c, { params }) => {
      const client = await currentClient(c);
      const user = await currentUser(c);
      const { row, satisfied } = await restrictionFor(c.get('deps').db, client.id, params.id, user?.id ?? null);
      return ok(c, { ...presentRestriction(row), satisfied });
    },
  );
}
