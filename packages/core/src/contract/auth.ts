import { z } from 'zod';
import { money, text } from './common.ts';
import { ONBOARDING_SOURCES, ONBOARDING_TYPES } from './values.ts';

/** True when both password fields are strings (the confirmation check can run). */
export function passwordsGiven(v: unknown): boolean {
  const o = v as { password?: unknown; password_confirmation?: unknown } | null;
  return typeof o?.password === 'string' && typeof o?.password_confirmation === 'string';
}

export const loginBody = z.object({
  username: text(1, 255),
  password: z.string({ error: 'This field is required' }).min(1, 'This field is required').max(255),
});
export type LoginBody = z.infer<typeof loginBody>;

export const forgottenPasswordBody = z.object({ email_or_reference: text(1, 255) });
export type ForgottenPasswordBody = z.infer<typeof forgottenPasswordBody>;

export const resetPasswordBody = z
  .object({
    token: text(1, 255),
    password: z.string().min(8, 'Must be at least 8 characters').max(255),
    password_confirmation: z.string(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
    // Checked even when other fields fail, so every error is reported at once.
    when: (p) => passwordsGiven(p.value),
  });

/** A logged-in customer changes their password; the new one passes the same policy as at sign-up. */
export const changePasswordBody = z
  .object({
    current_password: z.string({ error: 'This field is required' }).min(1, 'This field is required').max(255),
    password: z.string({ error: 'This field is required' }).min(8, 'Must be at least 8 characters').max(255),
    password_confirmation: z.string({ error: 'This field is required' }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
    when: (p) => passwordsGiven(p.value),
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const onboardingTypes = ONBOARDING_TYPES;
export const onboardingType = z.enum(onboardingTypes);
export type OnboardingType = z.infer<typeof onboardingType>;

export const onboardingSources = ONBOARDING_SOURCES;
export const onboardingSource = z.enum(onboardingSources);
export type OnboardingSource = z.infer<typeof onboardingSource>;

export const registerQuery = z.object({ onboarding_type: onboardingType.default('customer_account_online') });

const optionalText = (max: number) => z.string().trim().max(max, `Must be ${max} characters or less`).nullish();

export const registerBody = z
  .object({
    first_name: text(1, 255),
    last_name: text(1, 255),
    email: z.email('Must be a valid email address').max(255),
    password: z.string({ error: 'This field is required' }).min(8, 'Must be at least 8 characters').max(255),
    password_confirmation: z.string({ error: 'This field is required' }),
    client_id: z.coerce.number().int().min(1).optional(),
    source: onboardingSource.default('bookings'),
    terms: z.literal(true, { error: 'You must accept the terms' }),
    title: optionalText(32),
    phone: optionalText(32),
    date_of_birth: z.iso.date().nullish(),
    gender: optionalText(64),
    address1: optionalText(255),
    address2: optionalText(255),
    town: optionalText(255),
    area: optionalText(255),
    country: optionalText(255),
    postcode: z
      .string()
      .trim()
      .refine((p) => {
        const n = p.replace(/\s+/g, '').length;
        return n >= 5 && n <= 7;
      }, 'A postcode is 5 to 7 characters')
      .nullish(),
    home_venue_slug: optionalText(255),
    marketing_email: z.boolean().optional(),
    marketing_sms: z.boolean().optional(),
    marketing_phone: z.boolean().optional(),
    marketing_post: z.boolean().optional(),
    emergency_contact_name: optionalText(255),
    emergency_contact_phone: optionalText(32),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
    // Checked even when other fields fail, so every error is reported at once.
    when: (p) => passwordsGiven(p.value),
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const membershipUser = z.object({
  id: z.number().int(),
  membership_id: z.number().int(),
  name: z.string(),
  membership_type: z.string(),
  status: z.string(),
  home_venue_id: z.number().int().nullable(),
  home_venue_slug: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});

/** Session user (flows §3, USER-004/005): what `GET /api/auth/user` answers and login embeds. */
export const sessionUser = z.object({
  id: z.number().int(),
  uuid: z.string(),
  reference: z.string(),
  role: z.enum(['customer', 'staff']),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  home_venue_id: z.number().int().nullable(),
  home_venue_slug: z.string().nullable(),
  membership_user: membershipUser.nullable(),
  membership_users: z.array(membershipUser),
  credit: z.object({ balance: money, membership: money, general: money }),
  has_instruction: z.boolean(),
  has_billing_date: z.boolean(),
  has_outstanding_penalties: z.boolean(),
  document_expiry: z.array(
    z.object({ document_expiring_soon: z.boolean(), days_to_expiry: z.number().int().nullable() }),
  ),
  membership_document_upload_required: z.boolean(),
  profile_photo: z.string().nullable(),
  staff_venue_slug: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResponse = z.object({ token: z.string(), user: sessionUser });

/**
 * `POST /api/auth/handoff`: a one-time code for the caller's session, for the `?token=` start-up parameter of
 * another host (the account area). It expires at `expires_at` (60 s) and works once.
 */
export const handoffResponse = z.object({ code: z.string(), expires_at: z.string() });
/** `POST /api/auth/handoff/exchange {code}`: answers like login, with a new session token. */
export const handoffExchangeBody = z.object({ code: text(1, 255) });
export type HandoffExchangeBody = z.infer<typeof handoffExchangeBody>;
