import { z } from 'zod';
import { pageQuery } from '@venue/core/contract';
import {
  createLinkBody,
  onboardingBody,
  onboardingDefinition,
  updateLinkBody,
  updateUserBody,
  user as userSchema,
  userLink,
} from '@venue/core/contract';
import { onboardingType, loginResponse } from '@venue/core/contract';
import { userForActor } from '../auth/access.ts';
import { requireUser } from '../auth/session.ts';
import { sessionUserView, userView } from '../auth/user-view.ts';
import { createOnboardedAccount, onboardingFields } from '../domain/users/onboarding.ts';
import { updateUserDetails } from '../domain/users/userDetails.ts';
import { cancelLink, createLink, listLinks, presentLink, updateLink } from '../domain/users/userLinks.ts';
import { searchUsers } from '../domain/users/userSearch.ts';
import type { App } from '../http/app-env.ts';
import { ok, okPaged, pageWindow } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';

const userIdParams = z.object({ userId: z.coerce.number().int().min(1) });
const linkParams = userIdParams.extend({ linkId: z.coerce.number().int().min(1) });

export default function register(app: App) {
  route(
    app,
    {
      method: 'get',
      path: '/api/v1/users/onboarding',
      summary: 'The onboarding form (data_fields with checksum)',
      tags: ['users'],
      query: z.object({ onboarding_type: onboardingType.default('customer_account_online') }),
      response: onboardingDefinition,
    },
    (c, { query }) => ok(c, onboardingFields(query.onboarding_type)),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/v1/users/onboarding',
      summary: 'Create an account from the onboarding form',
      tags: ['users'],
      body: onboardingBody,
      response: loginResponse,
      status: 201,
    },
    async (c, { body }) => {
      const { db, now, config } = c.get('deps');
      const client = await currentClient(c);
      const { token, user } = await createOnboardedAccount(db, config, { clientId: client.id, body, now: now() });
      return ok(c, { token, user: await sessionUserView(db, user, client.currency) }, { status: 201 });
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/v1/users',
      summary: 'Search customers (front of house)',
      tags: ['users'],
      auth: 'staff',
      query: pageQuery.extend({ search: z.string().max(255, 'Must be 255 characters or less').optional() }),
      response: userSchema,
      paged: true,
    },
    async (c, { query }) => {
      const staff = await requireUser(c);
      const { rows, total } = await searchUsers(c.get('deps').db, staff.client_id, query.search, pageWindow(query));
      return okPaged(
        c,
        rows.map((u) => userView(u)),
        query,
        total,
        { sort_by: 'last_name', direction: 'ascending' },
      );
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/v1/users/:userId',
      summary: 'A user (self, linked, or any for staff)',
      tags: ['users'],
      auth: 'user',
      params: userIdParams,
      response: userSchema,
    },
    async (c, { params }) => {
      const target = await userForActor(c.get('deps').db, await requireUser(c), params.userId);
      return ok(c, userView(target));
    },
  );

  route(
    app,
    {
      method: 'patch',
      path: '/api/v1/users/:userId',
      summary: "Update a user's details",
      tags: ['users'],
      auth: 'user',
      params: userIdParams,
      body: updateUserBody,
      response: userSchema,
    },
    async (c, { params, body }) => {
      const db = c.get('deps').db;
      const target = await userForActor(db, await requireUser(c), params.userId);
      return ok(c, userView(await updateUserDetails(db, target, body)));
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/v1/users/:userId/links',
      summary: "A user's links (people they book for)",
      tags: ['users'],
      auth: 'user',
      params: userIdParams,
      response: z.array(userLink),
    },
    async (c, { params }) => {
      const db = c.get('deps').db;
      const target = await userForActor(db, await requireUser(c), params.userId);
      return ok(c, (await listLinks(db, target.id)).map(presentLink));
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/v1/users/:userId/links',
      summary: 'Link an existing user (pending) or add a dependant (successful)',
      tags: ['users'],
      auth: 'user',
      params: userIdParams,
      body: createLinkBody,
      response: userLink,
      status: 201,
    },
    async (c, { params, body }) => {
      const { db, now } = c.get('deps');
      const actor = await requireUser(c);
      const owner = await userForActor(db, actor, params.userId);
      return ok(c, presentLink(await createLink(db, actor, owner, body, now)), { status: 201 });
    },
  );

  route(
    app,
    {
      method: 'patch',
      path: '/api/v1/users/:userId/links/:linkId',
      summary: 'Confirm, revoke or cancel a link',
      tags: ['users'],
      auth: 'user',
      params: linkParams,
      body: updateLinkBody,
      response: userLink,
    },
    async (c, { params, body }) => {
      const { db, now } = c.get('deps');
      const actor = await requireUser(c);
      await userForActor(db, actor, params.userId);
      return ok(c, presentLink(await updateLink(db, actor, params.userId, params.linkId, body, now())));
    },
  );

  route(
    app,
    {
      method: 'delete',
      path: '/api/v1/users/:userId/links/:linkId',
      summary: 'Cancel a link',
      tags: ['users'],
      auth: 'user',
      params: linkParams,
      response: userLink,
    },
    async (c, { params }) => {
      const db = c.get('deps').db;
      await userForActor(db, await requireUser(c), params.userId);
      return ok(c, presentLink(await cancelLink(db, params.userId, params.linkId)));
    },
  );
}
