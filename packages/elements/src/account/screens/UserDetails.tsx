import { endpoints, getSessionStore } from '@venue/core';
import { Button, Checkbox, TextField } from '@venue/ui';
import { useSession } from '../../internal/useSession.ts';
import type { AccountScreenProps } from '../accountScreen.ts';
import { Loading, LoadError, Section } from '../parts.tsx';
import { useAccountData, type FieldErrors } from '../useAccountData.ts';
import { AccountForm, useAccountForm } from '../useAccountForm.tsx';
import * as css from '../account.css.ts';

type AccountUser = endpoints.AccountUser;

/** The form's fields, keyed as the server names them in a 422 (`address.postcode`). */
export interface DetailsForm {
  title: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  date_of_birth: string;
  'address.address1': string;
  'address.address2': string;
  'address.town': string;
  'address.postcode': string;
  'address.country': string;
  marketing: { email: boolean; sms: boolean; phone: boolean; post: boolean };
}
type TextKey = Exclude<keyof DetailsForm, 'marketing'>;

const MARKETING: Array<[keyof DetailsForm['marketing'], string]> = [
  ['email', 'E-mail'],
  ['sms', 'Text message (SMS)'],
  ['phone', 'Phone call'],
  ['post', 'Post'],
];

export function formFromUser(u: AccountUser): DetailsForm {
  return {
    title: u.title ?? '',
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email ?? '',
    phone: u.phone ?? '',
    date_of_birth: u.dateOfBirth ?? '',
    'address.address1': u.address.address1 ?? '',
    'address.address2': u.address.address2 ?? '',
    'address.town': u.address.town ?? '',
    'address.postcode': u.address.postcode ?? '',
    'address.country': u.address.country ?? '',
    marketing: { ...u.marketing },
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/** The checks the server makes, made first so a mistake shows at once (the server's 422 still wins). */
export function validateDetails(form: DetailsForm, emailRequired: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.first_name.trim()) errors.first_name = 'This field is required';
  if (!form.last_name.trim()) errors.last_name = 'This field is required';
  const email = form.email.trim();
  if (!email && emailRequired) errors.email = 'This field is required';
  else if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'Must be a valid email address';
  const phone = form.phone.trim();
  if (phone && !/^[0-9+()\-\s]{6,32}$/.test(phone))
    errors.phone = 'Enter a phone number using digits, spaces and + ( ) -, 6 to 32 characters';
  const postcode = form['address.postcode'].replace(/\s+/g, '');
  if (postcode && (postcode.length < 5 || postcode.length > 7))
    errors['address.postcode'] = 'A postcode is 5 to 7 characters';
  if (form.date_of_birth && form.date_of_birth > today())
    errors.date_of_birth = 'The date of birth must not be in the future.';
  return errors;
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

export function updateFromForm(form: DetailsForm): endpoints.AccountUserUpdate {
  return {
    title: orNull(form.title),
    firstName: form.first_name.trim(),
    lastName: form.last_name.trim(),
    ...(form.email.trim() ? { email: form.email.trim() } : {}),
    phone: orNull(form.phone),
    dateOfBirth: orNull(form.date_of_birth),
    address: {
      address1: orNull(form['address.address1']),
      address2: orNull(form['address.address2']),
      town: orNull(form['address.town']),
      postcode: orNull(form['address.postcode']),
      country: orNull(form['address.country']),
    },
    marketing: { ...form.marketing },
  };
}

function DetailsEditor({ user }: { user: AccountUser }) {
  const emailRequired = Boolean(user.email);
  const state = useAccountForm({
    initial: () => formFromUser(user),
    validate: (form: DetailsForm) => validateDetails(form, emailRequired),
    save: async (form) => {
      const { data } = await endpoints.updateAccountUser(user.id, updateFromForm(form));
      // The name in the session (nav, dashboard) follows the change.
      void getSessionStore().getState().auth.loadUser();
      return { next: formFromUser(data), done: 'Your details have been saved.' };
    },
  });
  const { form, errors, update } = state;

  const text = (key: TextKey, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} {...state.field(key)} {...extra} />
  );

  return (
    <AccountForm state={state}>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>Personal details</legend>
        <div className={css.fieldRow}>
          {text('title', 'Title', { autoComplete: 'honorific-prefix' })}
          {text('date_of_birth', 'Date of birth', { type: 'date', max: today() })}
          {text('first_name', 'First name', { required: true, autoComplete: 'given-name' })}
          {text('last_name', 'Last name', { required: true, autoComplete: 'family-name' })}
        </div>
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>Contact details</legend>
        <div className={css.fieldRow}>
          {text('email', 'Email', { type: 'email', required: emailRequired, autoComplete: 'email' })}
          {text('phone', 'Phone number', { type: 'tel', autoComplete: 'tel' })}
          {text('address.address1', 'Address line 1', { autoComplete: 'address-line1' })}
          {text('address.address2', 'Address line 2', { autoComplete: 'address-line2' })}
          {text('address.town', 'Town or city', { autoComplete: 'address-level2' })}
          {text('address.postcode', 'Postcode', { autoComplete: 'postal-code' })}
          {text('address.country', 'Country', { autoComplete: 'country-name' })}
        </div>
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>Marketing: we may contact you about offers and news by</legend>
        {MARKETING.map(([key, label]) => (
          <Checkbox
            key={key}
            label={label}
            name={`marketing.${key}`}
            checked={form.marketing[key]}
            error={errors[`marketing.${key}`]}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              update((f) => ({ ...f, marketing: { ...f.marketing, [key]: checked } }));
            }}
          />
        ))}
      </fieldset>
      {state.done && (
        <p role="status" className={css.notice.success}>
          {state.done}
        </p>
      )}
      <div className={css.actions}>
        <Button type="submit" loading={state.saving} loadingLabel="Saving your details">
          Save details
        </Button>
      </div>
    </AccountForm>
  );
}

interface PasswordForm {
  current_password: string;
  password: string;
  password_confirmation: string;
}
const NO_PASSWORDS: PasswordForm = { current_password: '', password: '', password_confirmation: '' };

export function validatePasswords(form: PasswordForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.current_password) errors.current_password = 'This field is required';
  if (!form.password) errors.password = 'This field is required';
  else if (form.password.length < 8) errors.password = 'Must be at least 8 characters';
  if (!form.password_confirmation) errors.password_confirmation = 'This field is required';
  else if (form.password && form.password !== form.password_confirmation)
    errors.password_confirmation = 'The password confirmation does not match.';
  return errors;
}

function ChangePassword() {
  const state = useAccountForm({
    initial: NO_PASSWORDS,
    validate: validatePasswords,
    save: async (form) => {
      const { data } = await endpoints.changePassword({
        currentPassword: form.current_password,
        password: form.password,
        passwordConfirmation: form.password_confirmation,
      });
      return {
        next: NO_PASSWORDS,
        done: `${data.message ?? 'Your password has been changed.'} You have been logged out everywhere else.`,
      };
    },
  });

  const field = (key: keyof PasswordForm, label: string, autoComplete: string, hint?: string) => (
    <TextField label={label} type="password" required autoComplete={autoComplete} hint={hint} {...state.field(key)} />
  );

  return (
    <AccountForm state={state}>
      {field('current_password', 'Current password', 'current-password')}
      {field('password', 'New password', 'new-password', 'At least 8 characters, and not a common password.')}
      {field('password_confirmation', 'Confirm new password', 'new-password')}
      {state.done && (
        <p role="status" className={css.notice.success}>
          {state.done}
        </p>
      )}
      <div className={css.actions}>
        <Button type="submit" loading={state.saving} loadingLabel="Changing your password">
          Change password
        </Button>
      </div>
    </AccountForm>
  );
}

/** My details (ROUTE-022): personal and contact details, marketing opt-ins, and the password. */
export default function UserDetails(_props: AccountScreenProps) {
  const userId = useSession((s) => s.auth.user?.id ?? 0);
  const user = useAccountData(() => endpoints.getAccountUser(userId), userId);
  return (
    <div data-screen="user-details">
      <Section id="details-form" title="Your details">
        {user.status === 'loading' && <Loading what="your details" />}
        {user.status === 'error' && <LoadError message={user.error} onRetry={user.retry} />}
        {user.status === 'ready' && <DetailsEditor user={user.data} />}
      </Section>
      <Section id="details-password" title="Change password">
        <ChangePassword />
      </Section>
    </div>
  );
}
