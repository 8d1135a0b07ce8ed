import { z } from 'zod';
import { waitlistAddSchema, waitlistEntrySchema, waitlistMemberAddSchema } from '@venue/core/contract/waitlists.ts';
import type { App, Ctx } from '../http/app-env.ts';
import { checksum, ok } from '../http/envelope.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { actingUser, requireUser, type UserRow } from '../auth/session.ts';
import { timeValue as toTimeValue } from '../presentation/wire.ts';
import { findOccurrence } from '../domain/occurrences/occurrenceRepository.ts';
import { requestClientId } from '../http/requestScope.ts';
import { holdCutoff, sweepOccurrences } from '../domain/carts/basketHolds.ts';
import { ENTRY_SELECT, joinWaitlist, leaveWaitlist, WAITLIST_MESSAGES, type WaitlistEntryRow } from '../domain/waitlists/waitlist.ts';

function present(e: WaitlistEntryRow): z.infer<typeof waitlistEntrySchema> {
  return {
    id: e.uuid,
    user_id: e.user_id,
    first_name: e.first_name,
    last_name: e.last_name,
    email: e.email ?? '',
    occurrence: { occurrence_id: e.occurrence_id, name: e.name },
    starts_at: toTimeValue(new Date(e.starts_at), e.timezone),
    created_at: new Date(e.created_at).toISOString(),
  };
}

/** Success answers carry the toast text as `message` next to data, so a client can show it as is. */
function done(c: Ctx, entry: WaitlistEntryRow, message: string, status: 200 | 201 = 200) {
  const data = present(entry);
  return c.json({ data, checksum: checksum(data), message }, status);
}

async function occurrenceOr404(c: Ctx, id: string) {
  const occ = await findOccurrence(c.var.deps.db, id, await requestClientId(c));
  if (!occ) throw notFound();
  return occ;
}

/** Expired basket holds on these occurrences go to their waitlists first (promotion.ts), in their own transaction. */
async function sweep(c: Ctx, occurrenceIds: string[]) {
  const now = c.var.deps.now();
  await sweepOccurrences(c.var.deps.db, occurrenceIds, holdCutoff(now, c.var.deps.config.basketHoldMinutes), now);
}

async function join(c: Ctx, occurrenceId: string, user: UserRow) {
  const occ = await occurrenceOr404(c, occurrenceId);
  await sweep(c, [occ.id]);
  const id = await joinWaitlist(c.var.deps.db, occ.id, user.id);
  const entry = await c.var.deps.db.one<WaitlistEntryRow>(`${ENTRY_SELECT} WHERE w.id = $1`, [id]);
  return done(c, entry!, WAITLIST_MESSAGES.joined, 201);
}

/** Customers act for themselves; staff for anyone of their client (WAIT-001). */
async function userForId(c: Ctx, userId: number): Promise<UserRow> {
  return actingUser(c, userId);
}

/** Waitlists in both id styles (WAIT-004, WAIT-005, WAIT-007). */
export function registerWaitlistRoutes(app: App): void {
  route(
    app,
    { method: 'post', path: '/api/waitlist/add', summary: 'Join the waitlist of an occurrence (non-numeric ids)', tags: ['waitlists'], auth: 'user', body: waitlistAddSchema, response: waitlistEntrySchema, status: 201 },
    async (c, { body }) => join(c, body.item.id, await actingUser(c, body.selected_user_id ?? null)),
  );

  route(
    app,
    { method: 'delete', path: '/api/waitlist/remove/:waitlistId', summary: 'Leave a waitlist: entry uuid, or the occurrence id for the acting user', tags: ['waitlists'], auth: 'user', params: z.object({ waitlistId: z.string().min(1) }), response: waitlistEntrySchema },
    async (c, { params }) => {
      const user = await actingUser(c);
      const viewer = await requireUser(c);
      const db = c.var.deps.db;
      const byEntry = await db.one<{ user_id: number }>('SELECT user_id FROM waitlist_entries WHERE uuid::text = $1', [params.waitlistId]);
      if (byEntry && byEntry.user_id !== user.id && viewer.role !== 'staff') throw forbidden();
      const entry = byEntry
        ? await leaveWaitlist(db, { entryUuid: params.waitlistId })
        : await leaveWaitlist(db, { occurrenceId: (await occurrenceOr404(c, params.waitlistId)).id, userId: user.id });
      if (!entry) throw notFound(WAITLIST_MESSAGES.notOn);
      return done(c, entry, WAITLIST_MESSAGES.left);
    },
  );

  route(
    app,
    { method: 'get', path: '/api/waitlist', summary: "The acting customer's waitlist entries", tags: ['waitlists'], auth: 'user', response: z.array(waitlistEntrySchema) },
    async (c) => {
      const user = await actingUser(c);
      const waiting = await c.var.deps.db.query<{ occurrence_id: string }>('SELECT occurrence_id FROM waitlist_entries WHERE user_id = $1', [user.id]);
      await sweep(c, waiting.map((w) => w.occurrence_id));
      const rows = await c.var.deps.db.query<WaitlistEntryRow>(`${ENTRY_SELECT} WHERE w.user_id = $1 AND o.starts_at > $2 ORDER BY o.starts_at`, [user.id, c.var.deps.now()]);
      return ok(c, rows.map(present));
    },
  );

  const occParams = z.object({ id: z.string().min(1) });
  route(
    app,
    { method: 'get', path: '/api/v1/activities/occurrences/:id/waitlist/members', summary: 'Waitlist of an occurrence (staff)', tags: ['waitlists'], auth: 'staff', params: occParams, response: z.array(waitlistEntrySchema) },
    async (c, { params }) => {
      const occ = await occurrenceOr404(c, params.id);
      const rows = await c.var.deps.db.query<WaitlistEntryRow>(`${ENTRY_SELECT} WHERE w.occurrence_id = $1 ORDER BY w.created_at, w.id`, [occ.id]);
      return ok(c, rows.map(present));
    },
  );

  route(
    app,
    { method: 'post', path: '/api/v1/activities/occurrences/:id/waitlist/members', summary: 'Join a waitlist (numeric ids): data.user_id', tags: ['waitlists'], auth: 'user', params: occParams, body: waitlistMemberAddSchema, response: waitlistEntrySchema, status: 201 },
    async (c, { params, body }) => join(c, params.id, await userForId(c, body.data.user_id)),
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
      const user = await userForId(c, params.userId);
      const occ = await occurrenceOr404(c, params.id);
      const entry = await leaveWaitlist(c.var.deps.db, { occurrenceId: occ.id, userId: user.id });
      if (!entry) throw notFound(WAITLIST_MESSAGES.notOn);
      return done(c, entry, WAITLIST_MESSAGES.left);
    },
  );
}

export default registerWaitlistRoutes;
