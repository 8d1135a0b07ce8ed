import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { registerBody, type onboardingType } from '@venue/core/contract';
import type { onboardingBody } from '@venue/core/contract';
import type { Db } from '../../db/db.ts';
import { hashPassword } from '../../auth/password.ts';
import { assertPasswordAllowed } from '../../auth/passwordPolicy.ts';
import type { UserRow } from '../../auth/session.ts';
import { nextReference } from '../../auth/user-view.ts';
import { invalidError, invalidField } from '../errors.ts';
import type { AccountSettings } from '../accounts/accountSettings.ts';
import { emailTaken, welcomeAndLogIn } from '../accounts/registerCustomer.ts';

export /** The onboarding form per type (USER-011/012); the checksum lets a stale form be detected on submit. */
function onboardingFields(type: z.infer<typeof onboardingType>) {
  const f = (
    name: string,
    label: string,
    type: 'text' | 'email' | 'date' | 'tel' | 'select' | 'checkbox',
    required: boolean,
    max: number | null = 255,
    options: string[] | null = null,
  ) => ({ name, label, type, required, max, options });
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

export interface Onboarding {
  clientId: number;
  body: z.output<typeof onboardingBody>;
  now: Date;
}

/**
 * Creates an account from a submitted onboarding form: the form must be the current one (checksum), its
 * required fields filled, and the basics valid as for registering; then the account is welcomed and logged in.
 */
export async function createOnboardedAccount(
  db: Db,
  settings: AccountSettings,
  o: Onboarding,
): Promise<{ token: string; user: UserRow }> {
  const { body } = o;
  const def = onboardingFields(body.onboarding_type);
  if (body.checksum !== def.checksum)
    throw invalidField('checksum', 'The form has changed, please reload it and try again.');
  const values: Record<string, unknown> = {
    ...body.data_fields.personal,
    ...body.data_fields.contact,
    ...body.data_fields.additional,
    ...body.data_fields.emergency_contact,
  };
  // Required fields of the definition, keyed by where they were sent.
  const errors: Record<string, string[]> = {};
  for (const [section, fields] of Object.entries(def.data_fields)) {
    for (const field of fields) {
      const v = values[field.name];
      if (field.required && (v === undefined || v === null || v === ''))
        errors[`data_fields.${section}.${field.name}`] = ['This field is required'];
      else if (typeof v === 'string' && field.max && v.length > field.max)
        errors[`data_fields.${section}.${field.name}`] = [`Must be ${field.max} characters or less`];
    }
  }
  if (Object.keys(errors).length) throw invalidError(errors);
  const basics = registerBody.safeParse({
    ...values,
    password: body.password,
    password_confirmation: body.password_confirmation,
    terms: true,
    source: body.source,
  });
  if (!basics.success) {
    const e: Record<string, string[]> = {};
    for (const i of basics.error.issues) {
      const name = String(i.path[0]);
      const section = Object.entries(def.data_fields).find(([, fs]) => fs.some((f) => f.name === name))?.[0];
      (e[section ? `data_fields.${section}.${name}` : name] ??= []).push(i.message);
    }
    throw invalidError(e);
  }
  const b = basics.data;
  if (await emailTaken(db, o.clientId, b.email))
    throw invalidField('data_fields.contact.email', 'The email has already been taken.');
  const extra = { emergency_contact: body.data_fields.emergency_contact, additional: body.data_fields.additional };
  assertPasswordAllowed(body.password);
  const hash = await hashPassword(body.password);
  const user = await db.transaction(
    async (tx) =>
      (await tx.one<UserRow>(
        `INSERT INTO users (client_id, reference, email, password_hash, first_name, last_name, title, phone, date_of_birth, gender,
                          address1, address2, town, postcode, onboarding_type, source, marketing_email, marketing_sms, extra)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19) RETURNING *`,
        [
          o.clientId,
          await nextReference(tx),
          b.email,
          hash,
          b.first_name,
          b.last_name,
          b.title ?? null,
          b.phone ?? null,
          b.date_of_birth ?? null,
          b.gender ?? null,
          b.address1 ?? null,
          b.address2 ?? null,
          b.town ?? null,
          b.postcode ?? null,
          body.onboarding_type,
          body.source,
          values.marketing_email === true,
          values.marketing_sms === true,
          JSON.stringify(extra),
        ],
      ))!,
  );
  const token = await welcomeAndLogIn(db, settings, user, o.now);
  return { token, user };
}
