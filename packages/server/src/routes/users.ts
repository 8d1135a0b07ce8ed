import { createHash } from 'node:crypto';
import { z } from 'zod';
import { pageQuery } from '@venue/core/contract/common.ts';
import {
  createLinkBody,
  onboardingBody,
  onboardingDefinition,
  updateLinkBody,
  updateUserBody,
  user as userSchema,
  userLink,
} from '@venue/core/contract/users.ts';
import { onboardingType, registerBody, loginResponse } from '@venue/core/contract/auth.ts';
import { userForActor } from '../auth/access.ts';
import { hashPassword } from '../auth/password.ts';
import { assertPasswordAllowed } from '../auth/passwordPolicy.ts';
import { welcomeMail } from '../mail/messages.ts';
import { sendMailSafely } from '../mail/sendMail.ts';
import { createSession, requireUser, type UserRow } from '../auth/session.ts';
import { nextReference, sessionUserView, userView } from '../auth/user-view.ts';
import type { Db } from '../db/db.ts';
import type { App } from '../http/app-env.ts';
import { ok, okPaged, pageWindow } from '../http/envelope.ts';
import { HttpError, invalid, notFound, unprocessable } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import { iso } from '../presentation/wire.ts';

const userIdParams = z.object({ userId: z.coerce.number().int().min(1) });
const linkParams = userIdParams.extend({ linkId: z.coerce.number().int().min(1) });

interface LinkRow {
  id: number;
  status: 'successful' | 'pending' | 'revoked' | 'cancelled';
  relationship: 'parent' | 'partner' | 'sibling' | 'employee' | 'carer';
  created_at: Date;
  confirmed_at: Date | null;
  ref_id: number;
  ref_name: string;
}

const linkSelect = `SELECT l.id, l.status, l.relationship, l.created_at, l.confirmed_at, u.id AS ref_id,
                           u.first_name || ' ' || u.last_name AS ref_name
                      FROM user_links l JOIN users u ON u.id = l.linked_user_id`;

const linkView = (l: LinkRow) => ({
  id: l.id,
  status: l.status,
  referenced_user: { id: l.ref_id, name: l.ref_name },
  relationship: l.relationship,
  created_at: iso(l.created_at)!,
  confirmed_at: iso(l.confirmed_at),
});

/** The onboarding form per type (USER-011/012); the checksum lets a stale form be detected on submit. */
function onboardingFields(type: z.infer<typeof onboardingType>) {
  const f = (name: string, label: string, type: 'text' | 'email' | 'date' | 'tel' | 'select' | 'checkbox', required: boolean, max: number | null = 255, options: string[] | null = null) =>
    ({ name, label, type, required, max, options });
  const junior = type === 'membership_purchase';
  const data_fields = {
    personal: [
      f('title', 'Title', 'select', false, null, ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr']),
      f('first_name', 'First name', 'text', true),
      f('last_name', 'Last name', 'text', true),
      f('date_of_birth', 'Date of birth', 'date', junior, null),
      f('gender', 'Gender', 'select', false, null, ['Female', 'Male', 'Non-binary', 'Prefer not to say']),
    ],
    contact: [
      f('email', 'Email address', 'email', true),
      f('phone', 'Phone number', 'tel', type !== 'customer_account_online', 32),
      f('address1', 'Address line 1', 'text', junior),
      f('address2', 'Address line 2', 'text', false),
      f('town', 'Town', 'text', junior),
      f('postcode', 'Postcode', 'text', junior, 8),
    ],
    additional: [
      f('marketing_email', 'Email me news and offers', 'checkbox', false, null),
      f('marketing_sms', 'Text me news and offers', 'checkbox', false, null),
    ],
    emergency_contact: [
      f('emergency_contact_name', 'Emergency contact name', 'text', junior),
      f('emergency_contact_phone', 'Emergency contact phone', 'tel', junior, 32),
    ],
  };
  const checksum = createHash('sha1').update(JSON.stringify({ type, data_fields })).digest('hex');
  return { onboarding_type: type, data_fields, checksum };
}

async function loadLink(db: Db, userId: number, linkId: number): Promise<LinkRow> {
  const l = await db.one<LinkRow>(`${linkSelect} WHERE l.id = $1 AND (l.user_id = $2 OR l.linked_user_id = $2)`, [linkId, userId]);
  if (!l) throw notFound();
  return l;
}

export default function register(app: App) {
  route(
    app,
    { method: 'get', path: '/api/v1/users/onboarding', summary: 'The onboarding form (data_fields with checksum)', tags: ['users'], query: z.object({ onboarding_type: onboardingType.default('customer_account_online') }), response: onboardingDefinition },
    (c, { query }) => ok(c, onboardingFields(query.onboarding_type)),
  );

  route(
    app,
    { method: 'post', path: '/api/v1/users/onboarding', summary: 'Create an account from the onboarding form', tags: ['users'], body: onboardingBody, response: loginResponse, status: 201 },
    async (c, { body }) => {
      const { db, now, config } = c.var.deps;
      const client = await currentClient(c);
      const def = onboardingFields(body.onboarding_type);
      if (body.checksum !== def.checksum) throw invalid('checksum', 'The form has changed, please reload it and try again.');
      const values: Record<string, unknown> = { ...body.data_fields.personal, ...body.data_fields.contact, ...body.data_fields.additional, ...body.data_fields.emergency_contact };
      // Required fields of the definition, keyed by where they were sent.
      const errors: Record<string, string[]> = {};
      for (const [section, fields] of Object.entries(def.data_fields)) {
        for (const field of fields) {
          const v = values[field.name];
          if (field.required && (v === undefined || v === null || v === '')) errors[`data_fields.${section}.${field.name}`] = ['This field is required'];
          else if (typeof v === 'string' && field.max && v.length > field.max) errors[`data_fields.${section}.${field.name}`] = [`Must be ${field.max} characters or less`];
        }
      }
      if (Object.keys(errors).length) throw unprocessable(errors);
      const basics = registerBody.safeParse({ ...values, password: body.password, password_confirmation: body.password_confirmation, terms: true, source: body.source });
      if (!basics.success) {
        const e: Record<string, string[]> = {};
        for (const i of basics.error.issues) {
          const name = String(i.path[0]);
          const section = Object.entries(def.data_fields).find(([, fs]) => fs.some((f) => f.name === name))?.[0];
          (e[section ? `data_fields.${section}.${name}` : name] ??= []).push(i.message);
        }
        throw unprocessable(e);
      }
      const b = basics.data;
      if (await db.one('SELECT 1 FROM users WHERE client_id = $1 AND lower(email) = lower($2)', [client.id, b.email])) {
        throw invalid('data_fields.contact.email', 'The email has already been taken.');
      }
      const extra = { emergency_contact: body.data_fields.emergency_contact, additional: body.data_fields.additional };
      assertPasswordAllowed(body.password);
      const hash = await hashPassword(body.password);
      const user = await db.transaction(async (tx) =>
        (await tx.one<UserRow>(
          `INSERT INTO users (client_id, reference, email, password_hash, first_name, last_name, title, phone, date_of_birth, gender,
                              address1, address2, town, postcode, onboarding_type, source, marketing_email, marketing_sms, extra)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19) RETURNING *`,
          [client.id, await nextReference(tx), b.email, hash, b.first_name, b.last_name, b.title ?? null, b.phone ?? null, b.date_of_birth ?? null,
            b.gender ?? null, b.address1 ?? null, b.address2 ?? null, b.town ?? null, b.postcode ?? null, body.onboarding_type, body.source,
            values.marketing_email === true, values.marketing_sms === true, JSON.stringify(extra)],
        ))!,
      );
      if (user.email) await sendMailSafely(db, config, welcomeMail(user.email, user.first_name, user.reference, config.publicUrl), now());
      const token = await createSession(db, user.id, now(), config.sessionDays);
      return ok(c, { token, user: await sessionUserView(db, user, client.currency) }, { status: 201 });
    },
  );

  route(
    app,
    { method: 'get', path: '/api/v1/users', summary: 'Search customers (front of house)', tags: ['users'], auth: 'staff', query: pageQuery.extend({ search: z.string().max(255, 'Must be 255 characters or less').optional() }), response: userSchema, paged: true },
    async (c, { query }) => {
      const staff = await requireUser(c);
      const db = c.var.deps.db;
      const where = ['client_id = $1'];
      const params: unknown[] = [staff.client_id];
      if (query.search) {
        params.push(`%${query.search.toLowerCase()}%`);
        where.push(`(lower(first_name || ' ' || last_name) LIKE $${params.length} OR lower(coalesce(email, '')) LIKE $${params.length} OR lower(reference) LIKE $${params.length})`);
      }
      const total = (await db.one<{ n: number }>(`SELECT count(*) AS n FROM users WHERE ${where.join(' AND ')}`, params))!.n;
      const { limit, offset } = pageWindow(query);
      const rows = await db.query<UserRow>(
        `SELECT * FROM users WHERE ${where.join(' AND ')} ORDER BY last_name, first_name, id LIMIT ${limit ?? 'ALL'} OFFSET ${offset}`,
        params,
      );
      return okPaged(c, rows.map((u) => userView(u)), query, total, { sort_by: 'last_name', direction: 'ascending' });
    },
  );

  route(app, { method: 'get', path: '/api/v1/users/:userId', summary: 'A user (self, linked, or any for staff)', tags: ['users'], auth: 'user', params: userIdParams, response: userSchema }, async (c, { params }) => {
    const target = await userForActor(c.var.deps.db, await requireUser(c), params.userId);
    return ok(c, userView(target));
  });

  route(
    app,
    { method: 'patch', path: '/api/v1/users/:userId', summary: "Update a user's details", tags: ['users'], auth: 'user', params: userIdParams, body: updateUserBody, response: userSchema },
    async (c, { params, body }) => {
      const db = c.var.deps.db;
      const target = await userForActor(db, await requireUser(c), params.userId);
      if (body.email && (await db.one('SELECT 1 FROM users WHERE client_id = $1 AND lower(email) = lower($2) AND id <> $3', [target.client_id, body.email, target.id]))) {
        throw invalid('email', 'The email has already been taken.');
      }
      const set: Record<string, unknown> = {};
      for (const k of ['first_name', 'last_name', 'title', 'email', 'gender', 'ethnicity', 'disability', 'phone', 'date_of_birth'] as const) {
        if (body[k] !== undefined) set[k] = body[k];
      }
      for (const [k, v] of Object.entries(body.address ?? {})) if (v !== undefined) set[k] = v;
      for (const [k, v] of Object.entries(body.marketing ?? {})) if (v !== undefined) set[`marketing_${k}`] = v;
      const keys = Object.keys(set);
      let updated = target;
      if (keys.length) {
        updated = (await db.one<UserRow>(
          `UPDATE users SET ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')} WHERE id = $1 RETURNING *`,
          [target.id, ...keys.map((k) => set[k])],
        ))!;
      }
      return ok(c, userView(updated));
    },
  );

  route(app, { method: 'get', path: '/api/v1/users/:userId/links', summary: "A user's links (people they book for)", tags: ['users'], auth: 'user', params: userIdParams, response: z.array(userLink) }, async (c, { params }) => {
    const db = c.var.deps.db;
    const target = await userForActor(db, await requireUser(c), params.userId);
    const rows = await db.query<LinkRow>(`${linkSelect} WHERE l.user_id = $1 ORDER BY l.id`, [target.id]);
    return ok(c, rows.map(linkView));
  });

  route(
    app,
    { method: 'post', path: '/api/v1/users/:userId/links', summary: 'Link an existing user (pending) or add a dependant (successful)', tags: ['users'], auth: 'user', params: userIdParams, body: createLinkBody, response: userLink, status: 201 },
    async (c, { params, body }) => {
      const { db, now } = c.var.deps;
      const actor = await requireUser(c);
      const owner = await userForActor(db, actor, params.userId);
      const linkId = await db.transaction(async (tx) => {
        let linkedId: number;
        let status: 'pending' | 'successful';
        if (body.linked_user_id !== undefined) {
          const other = await tx.one<{ id: number }>('SELECT id FROM users WHERE id = $1 AND client_id = $2', [body.linked_user_id, owner.client_id]);
          if (!other) throw invalid('linked_user_id', 'The selected linked user id is invalid.');
          if (other.id === owner.id) throw invalid('linked_user_id', 'You cannot link to yourself.');
          linkedId = other.id;
          // Staff may confirm on the customer's behalf; otherwise the other person confirms later.
          status = actor.role === 'staff' ? 'successful' : 'pending';
        } else {
          const dep = await tx.one<{ id: number }>(
            'INSERT INTO users (client_id, reference, first_name, last_name, date_of_birth, home_venue_id, source) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
            [owner.client_id, await nextReference(tx), body.first_name, body.last_name, body.date_of_birth ?? null, owner.home_venue_id, 'my-account'],
          );
          linkedId = dep!.id;
          status = 'successful';
        }
        const existing = await tx.one('SELECT 1 FROM user_links WHERE user_id = $1 AND linked_user_id = $2', [owner.id, linkedId]);
        if (existing) throw invalid('linked_user_id', 'This person is already linked.');
        const row = await tx.one<{ id: number }>(
          'INSERT INTO user_links (user_id, linked_user_id, relationship, status, created_at, confirmed_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
          [owner.id, linkedId, body.relationship, status, now(), status === 'successful' ? now() : null],
        );
        return row!.id;
      });
      return ok(c, linkView(await loadLink(db, owner.id, linkId)), { status: 201 });
    },
  );

  route(
    app,
    { method: 'patch', path: '/api/v1/users/:userId/links/:linkId', summary: 'Confirm, revoke or cancel a link', tags: ['users'], auth: 'user', params: linkParams, body: updateLinkBody, response: userLink },
    async (c, { params, body }) => {
      const { db, now } = c.var.deps;
      const actor = await requireUser(c);
      await userForActor(db, actor, params.userId);
      const link = await loadLink(db, params.userId, params.linkId);
      const raw = await db.one<{ user_id: number; linked_user_id: number }>('SELECT user_id, linked_user_id FROM user_links WHERE id = $1', [link.id]);
      // Only the linked person (or staff) may confirm a pending link.
      if (body.status === 'successful' && link.status !== 'successful' && actor.role !== 'staff' && raw!.linked_user_id !== actor.id) {
        throw new HttpError(403, { message: 'Unauthorised.' });
      }
      await db.query(
        'UPDATE user_links SET status = $2, relationship = coalesce($3, relationship), confirmed_at = CASE WHEN $2 = $4 AND confirmed_at IS NULL THEN $5::timestamptz ELSE confirmed_at END WHERE id = $1',
        [link.id, body.status, body.relationship ?? null, 'successful', now()],
      );
      return ok(c, linkView(await loadLink(db, params.userId, link.id)));
    },
  );

  route(
    app,
    { method: 'delete', path: '/api/v1/users/:userId/links/:linkId', summary: 'Cancel a link', tags: ['users'], auth: 'user', params: linkParams, response: userLink },
    async (c, { params }) => {
      const db = c.var.deps.db;
      await userForActor(db, await requireUser(c), params.userId);
      const link = await loadLink(db, params.userId, params.linkId);
      await db.query("UPDATE user_links SET status = 'cancelled' WHERE id = $1", [link.id]);
      return ok(c, linkView(await loadLink(db, params.userId, link.id)));
    },
  );
}
