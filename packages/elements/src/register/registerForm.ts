import { ONBOARDING_SOURCES, ONBOARDING_TYPES, t, type endpoints } from '@venue/core';

/**
 * The sign-up form of `<venue-register>` without React: its fields (the contracts' onboarding data:
 * personal, contact, additional and emergency contact details, password and terms), the rules that mirror
 * the server's (decision G3), the body each mode sends, and where a 422's `errors` keys land.
 */

export type OnboardingType = (typeof ONBOARDING_TYPES)[number];
export type OnboardingSource = (typeof ONBOARDING_SOURCES)[number];

/** 'online': a guest signs up and is logged in. 'foh': staff create a customer and then act for them. */
export type RegisterMode = 'online' | 'foh';

export interface Onboarding {
  mode: RegisterMode;
  onboardingType: OnboardingType;
  source: OnboardingSource;
}

const isType = (v: unknown): v is OnboardingType => ONBOARDING_TYPES.includes(v as OnboardingType);
const isSource = (v: unknown): v is OnboardingSource => ONBOARDING_SOURCES.includes(v as OnboardingSource);

/**
 * USER-014..016: staff at the front desk always create a `customer_account_foh` from `front-of-house`;
 * anyone else signs up as the requested type (default `customer_account_online`) from the requested
 * source, which defaults to `online-joining` for a membership purchase and to `bookings` otherwise.
 * A guest cannot claim the front-of-house type or source; unknown values fall back to the defaults.
 */
export function resolveOnboarding(
  requested: { onboardingType?: string | null; source?: string | null },
  isStaff: boolean,
): Onboarding {
  if (isStaff) return { mode: 'foh', onboardingType: 'customer_account_foh', source: 'front-of-house' };
  const onboardingType =
    isType(requested.onboardingType) && requested.onboardingType !== 'customer_account_foh'
      ? requested.onboardingType
      : 'customer_account_online';
  const source =
    isSource(requested.source) && requested.source !== 'front-of-house'
      ? requested.source
      : onboardingType === 'membership_purchase'
        ? 'online-joining'
        : 'bookings';
  return { mode: 'online', onboardingType, source };
}

export type FieldName =
  | 'title'
  | 'first_name'
  | 'last_name'
  | 'date_of_birth'
  | 'gender'
  | 'email'
  | 'phone'
  | 'address1'
  | 'address2'
  | 'town'
  | 'postcode'
  | 'emergency_contact_name'
  | 'emergency_contact_phone'
  | 'marketing_email'
  | 'marketing_sms'
  | 'marketing_phone'
  | 'marketing_post'
  | 'password'
  | 'password_confirmation'
  | 'terms';

export type FieldKind = 'text' | 'email' | 'tel' | 'date' | 'select' | 'password' | 'checkbox';

export interface FieldDef {
  name: FieldName;
  label: string;
  kind: FieldKind;
  /** Required in these modes. */
  requiredIn: readonly RegisterMode[];
  /** Shown in these modes (all when absent). */
  onlyIn?: readonly RegisterMode[];
  max?: number;
  min?: number;
  autoComplete?: string;
  options?: readonly string[];
  hint?: string;
}

export interface SectionDef {
  id: 'personal' | 'contact' | 'emergency_contact' | 'additional' | 'account';
  legend: string;
  fields: readonly FieldDef[];
}

const BOTH = ['online', 'foh'] as const;
const ONLINE = ['online'] as const;

/** Sections in the order shown; DOM order is also the order focus goes to the first invalid field. */
export const SECTIONS: readonly SectionDef[] = [
  {
    id: 'personal',
    legend: 'Personal details',
    fields: [
      {
        name: 'title',
        label: 'Title',
        kind: 'select',
        requiredIn: [],
        options: ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'],
        autoComplete: 'honorific-prefix',
        max: 32,
      },
      { name: 'first_name', label: 'First name', kind: 'text', requiredIn: BOTH, max: 255, autoComplete: 'given-name' },
      { name: 'last_name', label: 'Last name', kind: 'text', requiredIn: BOTH, max: 255, autoComplete: 'family-name' },
      { name: 'date_of_birth', label: 'Date of birth', kind: 'date', requiredIn: [], autoComplete: 'bday' },
      {
        name: 'gender',
        label: 'Gender',
        kind: 'select',
        requiredIn: [],
        options: ['Female', 'Male', 'Non-binary', 'Prefer not to say'],
        max: 64,
      },
    ],
  },
  {
    id: 'contact',
    legend: 'Contact details',
    fields: [
      { name: 'email', label: 'Email address', kind: 'email', requiredIn: ONLINE, max: 255, autoComplete: 'email' },
      { name: 'phone', label: 'Phone number', kind: 'tel', requiredIn: [], max: 32, autoComplete: 'tel' },
      {
        name: 'address1',
        label: 'Address line 1',
        kind: 'text',
        requiredIn: [],
        max: 255,
        autoComplete: 'address-line1',
      },
      {
        name: 'address2',
        label: 'Address line 2',
        kind: 'text',
        requiredIn: [],
        max: 255,
        autoComplete: 'address-line2',
      },
      { name: 'town', label: 'Town', kind: 'text', requiredIn: [], max: 255, autoComplete: 'address-level2' },
      { name: 'postcode', label: 'Postcode', kind: 'text', requiredIn: [], max: 8, autoComplete: 'postal-code' },
    ],
  },
  {
    id: 'emergency_contact',
    legend: 'Emergency contact',
    fields: [
      { name: 'emergency_contact_name', label: 'Emergency contact name', kind: 'text', requiredIn: [], max: 255 },
      { name: 'emergency_contact_phone', label: 'Emergency contact phone', kind: 'tel', requiredIn: [], max: 32 },
    ],
  },
  {
    id: 'additional',
    legend: 'News and offers',
    fields: [
      { name: 'marketing_email', label: 'By e-mail', kind: 'checkbox', requiredIn: [] },
      { name: 'marketing_sms', label: 'By text message (SMS)', kind: 'checkbox', requiredIn: [] },
      { name: 'marketing_phone', label: 'By phone', kind: 'checkbox', requiredIn: [] },
      { name: 'marketing_post', label: 'By post', kind: 'checkbox', requiredIn: [] },
    ],
  },
  {
    id: 'account',
    legend: 'Your password',
    fields: [
      {
        name: 'password',
        label: 'Password',
        kind: 'password',
        requiredIn: ONLINE,
        onlyIn: ONLINE,
        min: 8,
        max: 255,
        autoComplete: 'new-password',
        hint: 'At least 8 characters. Avoid common passwords; a few unrelated words work well.',
      },
      {
        name: 'password_confirmation',
        label: 'Confirm password',
        kind: 'password',
        requiredIn: ONLINE,
        onlyIn: ONLINE,
        autoComplete: 'new-password',
      },
      {
        name: 'terms',
        label: 'I accept the terms and conditions',
        kind: 'checkbox',
        requiredIn: ONLINE,
        onlyIn: ONLINE,
      },
    ],
  },
];

export const FIELDS: readonly FieldDef[] = SECTIONS.flatMap((s) => s.fields);
const FIELD_NAMES = new Set<string>(FIELDS.map((f) => f.name));

/** The sections and fields a mode shows. */
export function sectionsFor(mode: RegisterMode): SectionDef[] {
  return SECTIONS.map((s) => ({ ...s, fields: s.fields.filter((f) => !f.onlyIn || f.onlyIn.includes(mode)) })).filter(
    (s) => s.fields.length > 0,
  );
}

export type RegisterValues = Record<FieldName, string | boolean>;

export function emptyValues(): RegisterValues {
  return Object.fromEntries(FIELDS.map((f) => [f.name, f.kind === 'checkbox' ? false : ''])) as RegisterValues;
}

export type FieldErrors = Partial<Record<FieldName, string>>;

export const PASSWORD_MISMATCH = 'The password confirmation does not match.';
export const INVALID_EMAIL = 'Must be a valid email address';
export const INVALID_POSTCODE = 'A postcode is 5 to 7 characters';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The client-side checks (decision G3): required ('This field is required', or 'Required' for a box to
 * tick), lengths ('Must be at least {min} characters', 'Must be {max} characters or less'), e-mail and
 * postcode shape, matching passwords. The server checks again and its 422 is shown the same way.
 */
export function validate(values: RegisterValues, mode: RegisterMode): FieldErrors {
  const errors: FieldErrors = {};
  for (const section of sectionsFor(mode)) {
    for (const f of section.fields) {
      const v = values[f.name];
      const required = f.requiredIn.includes(mode);
      if (f.kind === 'checkbox') {
        if (required && v !== true) errors[f.name] = t('common:required');
        continue;
      }
      const raw = typeof v === 'string' ? v : '';
      const text = f.kind === 'password' ? raw : raw.trim();
      if (text === '') {
        if (required) errors[f.name] = t('common:fieldRequired');
        continue;
      }
      if (f.min !== undefined && text.length < f.min) errors[f.name] = t('common:minLength', { min: f.min });
      else if (f.max !== undefined && text.length > f.max) errors[f.name] = t('common:maxLength', { max: f.max });
      else if (f.kind === 'email' && !EMAIL.test(text)) errors[f.name] = INVALID_EMAIL;
      else if (f.name === 'postcode') {
        const n = text.replace(/\s+/g, '').length;
        if (n < 5 || n > 7) errors[f.name] = INVALID_POSTCODE;
      }
    }
  }
  if (mode === 'online' && !errors.password && !errors.password_confirmation) {
    if (values.password_confirmation !== values.password) errors.password_confirmation = PASSWORD_MISMATCH;
  }
  return errors;
}

/** The first field (in the order shown) that has an error, for focus. */
export function firstInvalid(errors: FieldErrors, mode: RegisterMode): FieldName | null {
  for (const s of sectionsFor(mode)) for (const f of s.fields) if (errors[f.name]) return f.name;
  return null;
}

/**
 * A 422's `errors` (keys as the server names them: `email`, `data_fields.contact.email`, `address.postcode`)
 * mapped onto the form's fields; what names no field of the form (e.g. `client_id`, `source`) is returned
 * apart, to show above the form.
 */
export function mapServerErrors(errors: Record<string, readonly string[] | undefined>): {
  fields: FieldErrors;
  other: string[];
} {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages?.[0];
    if (!message) continue;
    // The client's camelCasing may have turned snake keys into camelCase ones: accept both.
    const last = (key.split('.').pop() ?? key).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    if (FIELD_NAMES.has(last)) fields[last as FieldName] ??= message;
    else other.push(message);
  }
  return { fields, other };
}

function text(values: RegisterValues, name: FieldName): string | undefined {
  const v = values[name];
  const s = typeof v === 'string' ? v.trim() : '';
  return s === '' ? undefined : s;
}

const bool = (values: RegisterValues, name: FieldName) => values[name] === true;

/** The fields both modes send, camelCased (the API client snake-cases them); blanks are left out. */
function commonFields(values: RegisterValues) {
  return {
    firstName: text(values, 'first_name') ?? '',
    lastName: text(values, 'last_name') ?? '',
    title: text(values, 'title'),
    dateOfBirth: text(values, 'date_of_birth'),
    gender: text(values, 'gender'),
    phone: text(values, 'phone'),
    address1: text(values, 'address1'),
    address2: text(values, 'address2'),
    town: text(values, 'town'),
    postcode: text(values, 'postcode'),
    emergencyContactName: text(values, 'emergency_contact_name'),
    emergencyContactPhone: text(values, 'emergency_contact_phone'),
    marketingEmail: bool(values, 'marketing_email'),
    marketingSms: bool(values, 'marketing_sms'),
    marketingPhone: bool(values, 'marketing_phone'),
    marketingPost: bool(values, 'marketing_post'),
  };
}

/** What `POST /api/auth/customer/register` receives from the online form (passwords exactly as typed). */
export function toRegisterInput(values: RegisterValues): endpoints.RegisterInput {
  return dropUndefined({
    ...commonFields(values),
    email: text(values, 'email') ?? '',
    password: typeof values.password === 'string' ? values.password : '',
    passwordConfirmation: typeof values.password_confirmation === 'string' ? values.password_confirmation : '',
    terms: values.terms === true,
  }) as endpoints.RegisterInput;
}

/** What `POST /api/v1/users` receives at front of house: no password or terms (the customer sets a password later). */
export function toCreateCustomerInput(values: RegisterValues): endpoints.CreateCustomerInput {
  return dropUndefined({ ...commonFields(values), email: text(values, 'email') }) as endpoints.CreateCustomerInput;
}

function dropUndefined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
