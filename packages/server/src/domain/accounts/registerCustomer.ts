import type { z } from 'zod';
import type { registerBody, registerQuery } from '@venue/core/contract';
import type { Db } from '../../db/db.ts';
import { hashPassword } from '../../auth/password.ts';
import { assertPasswordAllowed } from '../../auth/passwordPolicy.ts';
import { createSession, type UserRow } from '../../auth/session.ts';
import { nextReference } from '../../auth/user-view.ts';
import { venueBySlug } from '../../db/venues.ts';
import { welcomeMail } from '../../mail/messages.ts';
import { sendMailSafely } from '../../mail/sendMail.ts';
import { invalidField } from '../errors.ts';
import type { AccountSettings } from './accountSettings.ts';

export const FOH_BY_STAFF_ONLY = 'Front-of-house accounts are created by staff at the front desk.';

/** True when another account of the client already uses this e-mail (case-insensitive). */
export async function emailTaken(db: Db, clientId: number, email: string, exceptUserId?: number): Promise<boolean> {
  const row =
    exceptUserId === undefined
      ? await db.one('SELECT 1 FROM users WHERE client_id = $1 AND lower(email) = lower($2)', [clientId, email])
      : await db.one('SELECT 1 FROM users WHERE client_id = $1 AND lower(email) = lower($2) AND id <> $3', [
          clientId,
          email,
          exceptUserId,
        ]);
  return Boolean(row);
}

/** Welcomes a new account by mail (logged, never thrown) and opens its first session. */
export async function welcomeAndLogIn(db: Db, settings: AccountSettings, user: UserRow, now: Date): Promise<string> {
  if (user.email)
    await sendMailSafely(
      db,
      settings,
      welcomeMail(user.email, user.first_name, user.reference, settings.publicUrl),
      now,
    );
  return createSession(db, user.id, now, settings.sessionDays);
}

/** The emergency contact kept in `users.extra`, as the onboarding form keeps it. */
export function emergencyContactExtra(body: {
  emergency_contact_name?: string | null;
  emergency_contact_phone?: string | null;
}): { emergency_contact?: { emergency_contact_name: string | null; emergency_contact_phone: string | null } } {
  if (!body.emergency_contact_name && !body.emergency_contact_phone) return {};
  return {
    emergency_contact: {
      emergency_contact_name: body.emergency_contact_name || null,
      emergency_contact_phone: body.emergency_contact_phone || null,
    },
  };
}

export interface Registration {
  clientId: number;
  query: z.output<typeof registerQuery>;
  body: z.output<typeof registerBody>;
  now: Date;
}

/** Creates a customer account (unique e-mail, known home venue, allowed password) and logs it in. */
export async function registerCustomer(
  db: Db,
  settings: AccountSettings,
  r: Registration,
): Promise<{ token: string; user: UserRow }> {
  const { body, clientId } = r;
  // Front-of-house accounts are made by staff (POST /api/v1/users); a public sign-up cannot claim to be one.
  if (r.query.onboarding_type === 'customer_account_foh') throw invalidField('onboarding_type', FOH_BY_STAFF_ONLY);
  if (body.source === 'front-of-house') throw invalidField('source', FOH_BY_STAFF_ONLY);
  if (body.client_id !== undefined && body.client_id !== clientId)
    throw invalidField('client_id', 'The selected client id is invalid.');
  if (await emailTaken(db, clientId, body.email)) throw invalidField('email', 'The email has already been taken.');
  let homeVenueId: number | null = null;
  if (body.home_venue_slug) {
    const v = await venueBySlug(db, clientId, body.home_venue_slug);
    if (!v) throw invalidField('home_venue_slug', 'The selected home venue slug is invalid.');
    homeVenueId = v.id;
  }
  assertPasswordAllowed(body.password);
  const passwordHash = await hashPassword(body.password);
  const user = await db.transaction(async (tx) => {
    const reference = await nextReference(tx);
    return (await tx.one<UserRow>(
      `INSERT INTO users (client_id, reference, email, password_hash, first_name, last_name, title, phone, date_of_birth, gender,
                          address1, address2, town, area, country, postcode, home_venue_id, onboarding_type, source,
                          marketing_email, marketing_sms, marketing_phone, marketing_post, extra)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24) RETURNING *`,
      [
        clientId,
        reference,
        body.email,
        passwordHash,
        body.first_name,
        body.last_name,
        body.title ?? null,
        body.phone ?? null,
        body.date_of_birth ?? null,
        body.gender ?? null,
        body.address1 ?? null,
        body.address2 ?? null,
        body.town ?? null,
        body.area ?? null,
        body.country ?? null,
        body.postcode ?? null,
        homeVenueId,
        r.query.onboarding_type,
        body.source,
        body.marketing_email ?? false,
        body.marketing_sms ?? false,
        body.marketing_phone ?? false,
        body.marketing_post ?? false,
        JSON.stringify(emergencyContactExtra(body)),
      ],
    ))!;
  });
  const token = await welcomeAndLogIn(db, settings, user, r.now);
  return { token, user };
}
