import { z } from 'zod';
import { onboardingSource, onboardingType, passwordsGiven } from './auth.ts';

export const address = z.object({
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  area: z.string().nullable(),
  town: z.string().nullable(),
  country: z.string().nullable(),
  postcode: z.string().nullable(),
});

/** User (contracts §3, USER-001..003). `token` is only present right after creation. */
export const user = z.object({
  id: z.number().int(),
  uuid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  reference: z.string(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  gender: z.string().nullable(),
  ethnicity: z.string().nullable(),
  disability: z.string().nullable(),
  profile_picture_url: z.string().nullable(),
  phone: z.string().nullable(),
  address,
  marketing: z.object({ email: z.boolean(), sms: z.boolean(), phone: z.boolean(), post: z.boolean() }),
  email_verified_at: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  created_at: z.string(),
  token: z.string().nullable(),
});
export type User = z.infer<typeof user>;

const optionalText = (max: number) => z.string().trim().max(max, `Must be ${max} characters or less`).nullish();
const postcode = z
  .string()
  .trim()
  .refine((p) => {
    const n = p.replace(/\s+/g, '').length;
    return n >= 5 && n <= 7;
  }, 'A postcode is 5 to 7 characters');

export const updateUserBody = z.object({
  first_name: z.string().trim().min(1, 'This field is required').max(255, 'Must be 255 characters or less').optional(),
  last_name: z.string().trim().min(1, 'This field is required').max(255, 'Must be 255 characters or less').optional(),
  title: optionalText(32),
  email: z.email('Must be a valid email address').max(255).optional(),
  gender: optionalText(64),
  ethnicity: optionalText(64),
  disability: optionalText(255),
  phone: optionalText(32),
  date_of_birth: z.iso.date().nullish(),
  address: z
    .object({
      address1: optionalText(255),
      address2: optionalText(255),
      area: optionalText(255),
      town: optionalText(255),
      country: optionalText(255),
      postcode: postcode.nullish(),
    })
    .optional(),
  marketing: z
    .object({ email: z.boolean(), sms: z.boolean(), phone: z.boolean(), post: z.boolean() })
    .partial()
    .optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const linkRelationships = ['parent', 'partner', 'sibling', 'employee', 'carer'] as const;
export const linkRelationship = z.enum(linkRelationships);
export const linkStatuses = ['successful', 'pending', 'revoked', 'cancelled'] as const;
export const linkStatus = z.enum(linkStatuses);

/** User link (contracts §3, USER-007..010). */
export const userLink = z.object({
  id: z.number().int(),
  status: linkStatus,
  referenced_user: z.object({ id: z.number().int(), name: z.string() }),
  relationship: linkRelationship,
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
});
export type UserLink = z.infer<typeof userLink>;

/** Link an existing user (linked_user_id) or create a dependant (first_name, last_name, date_of_birth). */
export const createLinkBody = z
  .object({
    linked_user_id: z.coerce.number().int().min(1, 'The linked user id must be at least 1.').optional(),
    relationship: linkRelationship,
    first_name: z.string().trim().min(1).max(255).optional(),
    last_name: z.string().trim().min(1).max(255).optional(),
    date_of_birth: z.iso.date().optional(),
  })
  .refine((b) => b.linked_user_id !== undefined || (b.first_name && b.last_name), {
    path: ['linked_user_id'],
    message: 'This field is required',
  });
export type CreateLinkBody = z.infer<typeof createLinkBody>;

export const updateLinkBody = z.object({ status: linkStatus, relationship: linkRelationship.optional() });

/** Onboarding (contracts §3, USER-011..013): the form's data_fields travel with a checksum of their definition. */
export const onboardingField = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(['text', 'email', 'date', 'tel', 'select', 'checkbox']),
  required: z.boolean(),
  max: z.number().int().nullable(),
  options: z.array(z.string()).nullable(),
});
export const onboardingDefinition = z.object({
  onboarding_type: onboardingType,
  data_fields: z.object({
    personal: z.array(onboardingField),
    contact: z.array(onboardingField),
    additional: z.array(onboardingField),
    emergency_contact: z.array(onboardingField),
  }),
  checksum: z.string(),
});
export type OnboardingDefinition = z.infer<typeof onboardingDefinition>;

export const onboardingBody = z
  .object({
    data_fields: z.object({
      personal: z.record(z.string(), z.unknown()),
      contact: z.record(z.string(), z.unknown()),
      additional: z.record(z.string(), z.unknown()).default({}),
      emergency_contact: z.record(z.string(), z.unknown()).default({}),
    }),
    checksum: z.string().min(1, 'This field is required'),
    password: z.string().min(8, 'Must be at least 8 characters').max(255),
    password_confirmation: z.string(),
    onboarding_type: onboardingType,
    source: onboardingSource,
    terms: z.literal(true, { error: 'You must accept the terms' }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
    // Checked even when other fields fail, so every error is reported at once.
    when: (p) => passwordsGiven(p.value),
  });
export type OnboardingBody = z.infer<typeof onboardingBody>;

/**
 * Staff create a customer at front of house (flows §7 "creates customers", decision G7): no password, the
 * customer sets one later through the reset flow. An e-mail is optional (dependants have none).
 */
export const createCustomerBody = z.object({
  first_name: z
    .string({ error: 'This field is required' })
    .trim()
    .min(1, 'This field is required')
    .max(255, 'Must be 255 characters or less'),
  last_name: z
    .string({ error: 'This field is required' })
    .trim()
    .min(1, 'This field is required')
    .max(255, 'Must be 255 characters or less'),
  email: z.email('Must be a valid email address').max(255).nullish(),
  title: optionalText(32),
  phone: optionalText(32),
  date_of_birth: z.iso.date('Must be a date (YYYY-MM-DD)').nullish(),
  postcode: postcode.nullish(),
  // The rest of the sign-up form, when staff use it at the desk (issue 10).
  gender: optionalText(64),
  address1: optionalText(255),
  address2: optionalText(255),
  town: optionalText(255),
  marketing_email: z.boolean().optional(),
  marketing_sms: z.boolean().optional(),
  marketing_phone: z.boolean().optional(),
  marketing_post: z.boolean().optional(),
  emergency_contact_name: optionalText(255),
  emergency_contact_phone: optionalText(32),
});
export type CreateCustomerBody = z.infer<typeof createCustomerBody>;
