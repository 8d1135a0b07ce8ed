import { z } from 'zod';
import { waitlistAddSchema, waitlistEntrySchema, waitlistMemberAddSchema } from '@venue/core/contract';
import type { App, Ctx } from '../http/app-env.ts';
import { checksum, ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { actingUser, requireUser, type UserRow } from '../auth/session.ts';
import { actors } from '../auth/actors.ts';
import { requestClientId } from '../http/requestScope.ts';
import { holdCutoff } from '../domain/carts/basketHolds.ts';
import { WAITLIST_MESSAGES, type WaitlistEntryRow } from '../domain/waitlists/waitlist.ts';
import { presentWaitlistEntry } from '../domain/waitlists/presentWaitlistEntry.ts';
import { joinCourseWaitlist } from '../domain/waitlists/courseWaitlist.ts';
import {
  customerWaitlist,
  joinOccurrenceWaitlist,
  leaveByEntryOrOccurrence,
  leaveOccurrenceWaitlist,
  occurrenceWaitlist,
  type ClientScope,
  type HoldClock,
} from '../domain/waitlists/waitlistRequests.ts';

/** Success answers carry the toast text as `message` next to data, so a client can show it as is. */
function done(c: Ctx, entry: WaitlistEntryRow, message: string, status: 200 | 201 = 200) {
  const data = presentWaitlistEntry(entry);
  return c.json({ data, checksum: checksum(data), message }, status);
}

const scope =
  (c: Ctx): ClientScope =>
  () =>
    requestClientId(c);

function clock(c: Ctx): HoldClock {
  const now = c.get('deps').now();
  return { now, holdCutoff: holdCutoff(now, c.get('deps').config.basketHoldMinutes) };
}

async function join(c: Ctx, occurrenceId: string, user: UserRow) {
  const entry = await joinOccurrenceWaitlist(c.get('deps').db, scope(c), occurrenceId, user.id, clock(c));
  return done(c, entry, WAITLIST_MESSAGES.joined, 201);
}

/** Waitlists in both id styles (WAIT-004, WAIT-005, WAIT-007); customers act for themselves, staff for anyone of their
 * client (WAIT-001). */
export default function register(app: App): void {
  route(
    app,
    {
      method: 'post',
      path: '/api/waitlist/add',
      summary:
        "Join the waitlist of an occurrence (non-numeric ids), or with type course a course's (its first session to come)",
      tags: ['waitlists'],
      auth: 'user',
      body: waitlistAddSchema,
      response: waitlistEntrySchema,
      status: 201,
    },
    async (c, { body }) => {
      if (body.item.type !== 'course') return join(c, body.item.id, await actingUser(c, body.selected_user_id ?? null));
      const { customer, channel } = await actors(c, body.selected_user_id ?? null);
      const entry = await joinCourseWaitlist(c.get('deps').db, scope(c), body.item.id, customer.id, channel, clock(c));
      return done(c, entry, WAITLIST_MESSAGES.joined, 201);
    },
  );

  route(
    app,
    {
      method: 'delete',
      path: '/api/waitlist/remove/:waitlistId',
      summary: 'Leave a waitlist: entry uuid, or the occurrence or course id for the acting user',
      tags: ['waitlists'],
      auth: 'user',
      params: z.object({ waitlistId: z.string().min(1) }),
      response: waitlistEntrySchema,
    },
    async (c, { params }) => {
      const user = await actingUser(c);
      const viewer = await requireUser(c);
      const entry = await leaveByEntryOrOccurrence(c.get('deps').db, scope(c), params.waitlistId, user, viewer);
      return done(c, entry, WAITLIST_MESSAGES.left);
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/waitlist',
      summary: "The acting customer's waitlist entries",
      tags: ['waitlists'],
      auth: 'user',
      response: z.array(waitlistEntrySchema),
    },
    async (c) => {
      const user = await actingUser(c);
      return ok(c, (await customerWaitlist(c.get('deps').db, user.id, clock(c))).map(presentWaitlistEntry));
    },
  );

  const occParams = z.object({ id: z.string().min(1) });
  route(
    app,
    {
      method: 'get',
      path: '/api/v1/activities/occurrences/:id/waitlist/members',
      summary: 'Waitlist of an occurrence (staff)',
      tags: ['waitlists'],
      auth: 'staff',
      params: occParams,
      response: z.array(waitlistEntrySchema),
    },
    async (c, { params }) =>
      ok(c, (await occurrenceWaitlist(c.get('deps').db, scope(c), params.id)).map(presentWaitlistEntry)),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/v1/activities/occurrences/:id/waitlist/members',
      summary: 'Join a waitlist (numeric ids): data.user_id',
      tags: ['waitlists'],
      auth: 'user',
      params: occParams,
      body: waitlistMemberAddSchema,
      response: waitlistEntrySchema,
      status: 201,
    },
    async (c, { params, body }) => join(c, params.id, await actingUser(c, body.data.user_id)),
  );

  route(
    app,
    {
      method: 'delete',
      path: '/api/v1/activities/occurrences/:id/waitlist/members/:userId',
      summary: 'Leave a waitlist (numeric ids)',
      tags: ['waitlists'],
      auth: 'user',
      params: z.object({ id: z.string().min(1), userId: z.coerce.number().int().min(1) }),
      response: waitlistEntrySchema,
    },
    async (c, { params }) => {
      const user = await actingUser(c, params.userId);
      const entry = await leaveOccurrenceWaitlist(c.get('deps').db, scope(c), params.id, user.id);
      return done(c, entry, WAITLIST_MESSAGES.left);
    },
  );
}
