import { ICS_CONTENT_TYPE } from '@venue/core/calendar';
import { calendarFeedFileSchema, calendarFeedSchema } from '@venue/core/contract';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { requireUser } from '../auth/session.ts';
import { createFeed, feedCalendar, feedStatus, revokeFeed } from '../domain/calendar/calendarFeeds.ts';

/**
 * The signed-in customer's private calendar feed (issue 10): status, create (or replace), revoke, and
 * the feed itself, which a phone's calendar fetches without any session (the secret in the path is the key).
 */
export default function register(app: App): void {
  route(
    app,
    {
      method: 'get',
      path: '/api/calendar-feed',
      summary: 'Whether the signed-in customer has a private calendar feed',
      tags: ['calendar'],
      auth: 'user',
      response: calendarFeedSchema,
    },
    async (c) => ok(c, await feedStatus(c.get('deps').db, (await requireUser(c)).id)),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/calendar-feed',
      summary: 'Create a private calendar feed (replacing any earlier one); the answer shows its URL once',
      tags: ['calendar'],
      auth: 'user',
      response: calendarFeedSchema,
      status: 201,
    },
    async (c) => {
      const user = await requireUser(c);
      const { db, config, now } = c.get('deps');
      return ok(c, await createFeed(db, user.id, config.publicUrl, now()), { status: 201 });
    },
  );

  route(
    app,
    {
      method: 'delete',
      path: '/api/calendar-feed',
      summary: 'Revoke the private calendar feed: its URL answers 404 from then on',
      tags: ['calendar'],
      auth: 'user',
      response: calendarFeedSchema,
    },
    async (c) => ok(c, await revokeFeed(c.get('deps').db, (await requireUser(c)).id)),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/calendar/:file',
      summary: "A private calendar feed, `{token}.ics`: the owner's upcoming bookings as text/calendar (no session)",
      tags: ['calendar'],
      params: calendarFeedFileSchema,
    },
    async (c, { params }) => {
      const text = await feedCalendar(c.get('deps').db, params.file, c.get('deps').now());
      return c.body(text, 200, {
        'Content-Type': ICS_CONTENT_TYPE,
        'Content-Disposition': 'inline; filename="bookings.ics"',
        'Cache-Control': 'private, no-store',
      });
    },
  );
}
