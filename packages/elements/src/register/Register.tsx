import {
  endpoints,
  getSessionStore,
  isApiError,
  selectIsKiosk,
  t,
  webAddress,
  type CustomerSummary,
} from '@venue/core';
import { themeRoot } from '@venue/theme';
import { Button, Checkbox, Select, TextField } from '@venue/ui';
import { visuallyHidden } from '@venue/ui/styles';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useHostElement } from '../internal/hostContext.ts';
import { useSession } from '../internal/useSession.ts';
import { REDIRECT_GRACE_MS, routeUrl, safeRedirect } from '../nav/links.ts';
import * as css from './register.css.ts';
import {
  emptyValues,
  firstInvalid,
  mapServerErrors,
  resolveOnboarding,
  sectionsFor,
  toCreateCustomerInput,
  toRegisterInput,
  validate,
  type FieldDef,
  type FieldErrors,
  type FieldName,
  type RegisterValues,
} from './registerForm.ts';

export interface RegisterProps {
  /** USER-014: `membership_purchase` when online joining sends the guest here; default `customer_account_online`. */
  onboardingType?: string;
  /** USER-015/016: e.g. `online-joining`; default `bookings` (`online-joining` for a membership purchase). */
  source?: string;
  /** A same-site path to go to once the account exists (the `redirect` start-up parameter). */
  redirect?: string;
  /** Where the booking-area routes live (for the log in link); root-relative by default. */
  baseUrl?: string;
  /** Called after an account was created through this view (React hosts). */
  onRegistered?: (detail: { userId: number }) => void;
}

const WIDE = new Set<FieldName>(['email', 'address1', 'address2', 'password', 'password_confirmation', 'terms']);

/**
 * `<venue-register>`: the sign-up form (flows §1, §6; contracts §3 onboarding data). A guest's new
 * account is logged in at once and goes on to `redirect`; staff at the front desk create a customer with
 * the same form (no password: the customer sets one later) and then act for them. Errors, the form's own
 * or the server's 422, appear under their fields and focus moves to the first; nothing typed is lost.
 */
export function Register({ onboardingType, source, redirect, baseUrl = '', onRegistered }: RegisterProps) {
  const isStaff = useSession((s) => s.auth.user?.role === 'staff');
  const loggedIn = useSession((s) => s.auth.status === 'loggedIn');
  // Only a web address: the server's setting is linked, so nothing else (javascript:) may become a link.
  const termsUrl = useSession((s) => s.system.client?.termsUrl);
  const termsHref = termsUrl && /^https?:\/\//i.test(termsUrl) ? termsUrl : null;
  const isKiosk = useSession(selectIsKiosk);
  const onboarding = resolveOnboarding({ onboardingType, source }, isStaff);
  const { mode } = onboarding;
  const [values, setValues] = useState<RegisterValues>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The customer staff just created, with how they read in a list (frontOfHouse.ts's customerLabel).
  const [created, setCreated] = useState<(CustomerSummary & { label: string }) | null>(null);
  const controls = useRef(new Map<FieldName, HTMLElement>());
  const failureRef = useRef<HTMLParagraphElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const host = useHostElement();

  useEffect(() => {
    if (created) doneRef.current?.focus();
  }, [created]);

  const set = (name: FieldName, value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = firstInvalid(found, mode);
    if (first) controls.current.get(first)?.focus();
    return first !== null;
  };

  /** `from`: the address when the form was sent, before the session started and a host could move on. */
  const goOn = (from: string) => {
    const target = safeRedirect(redirect);
    if (!target) return;
    // A host app with its own router may already move on when the session logs in (as after login).
    setTimeout(() => {
      if (location.href === from) location.assign(target);
    }, REDIRECT_GRACE_MS);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    if (showErrors(validate(values, mode))) return;
    setSubmitting(true);
    const store = getSessionStore();
    // Before anything is awaited: once the session starts, a host app's router may move on by itself.
    const from = location.href;
    try {
      if (mode === 'foh') {
        const { registerAtTheDesk, customerLabel } = await import('./frontOfHouse.ts');
        const result = await registerAtTheDesk(toCreateCustomerInput(values));
        if (!result.ok) throw { fieldErrors: result.errors, message: result.message };
        setSubmitting(false);
        setCreated({ ...result.customer, label: customerLabel(result.customer) });
        onRegistered?.({ userId: result.customer.id });
        goOn(from);
        return;
      }
      const clientId = store.getState().system.clientId ?? (await loadClientId());
      const { data } = await endpoints.register(toRegisterInput(values), {
        clientId: clientId ?? '',
        onboardingType: onboarding.onboardingType,
        source: onboarding.source,
      });
      await store.getState().auth.startSession(data, { origin: host });
      setSubmitting(false);
      onRegistered?.({ userId: data.user.id });
      goOn(from);
    } catch (error) {
      setSubmitting(false);
      const fieldErrors = isApiError(error)
        ? error.errors
        : (error as { fieldErrors?: Record<string, string[]> }).fieldErrors;
      const { fields, other } = mapServerErrors(fieldErrors ?? {});
      if (Object.keys(fields).length) showErrors(fields);
      if (other.length || !Object.keys(fields).length) {
        const message =
          other[0] ?? (isApiError(error) ? error.message : (error as { message?: string }).message) ?? null;
        setFailure(message || t('common:genericError'));
        if (!Object.keys(fields).length) requestAnimationFrame(() => failureRef.current?.focus());
      }
    }
  };

  if (created) {
    return (
      <section className={`${themeRoot} ${css.page}`} aria-labelledby="venue-register-heading">
        <h1 id="venue-register-heading" className={css.heading}>
          Customer created
        </h1>
        <p ref={doneRef} tabIndex={-1} className={css.confirmation} role="status">
          {created.label} has been created. You are now booking for them.
        </p>
        <a className={css.link} href={safeRedirect(redirect) ?? routeUrl('home', baseUrl)}>
          Book for {created.name}
        </a>
      </section>
    );
  }

  if (loggedIn && mode === 'online') {
    return (
      <section className={`${themeRoot} ${css.page}`} aria-labelledby="venue-register-heading">
        <h1 id="venue-register-heading" className={css.heading}>
          Sign up
        </h1>
        <p role="status">You are logged in.</p>
      </section>
    );
  }

  // On a kiosk or at the front desk the device is shared: the browser must not offer what the last customer
  // (or the member of staff) typed, nor keep what this one types.
  const autoComplete = isKiosk || mode === 'foh' ? 'off' : undefined;
  const field = (f: FieldDef) => {
    const common = {
      ref: (el: HTMLElement | null) => {
        if (el) controls.current.set(f.name, el);
        else controls.current.delete(f.name);
      },
      name: f.name,
      error: errors[f.name],
    };
    const required = f.requiredIn.includes(mode);
    const box = f.kind === 'checkbox' ? '' : WIDE.has(f.name) ? css.wide : '';
    if (f.kind === 'checkbox') {
      return (
        <div key={f.name} className={css.wide}>
          {/* Terms a person is asked to accept must be there to read; a new tab keeps what they typed. */}
          {f.name === 'terms' && termsHref ? (
            <p className={css.sectionNote}>
              {/* A kiosk opens no other site (restricted mode): the address, to read on one's own device. */}
              {isKiosk ? (
                `The terms and conditions are at ${webAddress(termsHref)}.`
              ) : (
                <a className={css.link} href={termsHref} target="_blank" rel="noopener noreferrer">
                  Read the terms and conditions
                  <span className={visuallyHidden}> (opens in a new tab)</span>
                </a>
              )}
            </p>
          ) : null}
          <Checkbox
            {...common}
            label={f.label}
            required={required}
            checked={values[f.name] === true}
            onChange={(e) => set(f.name, e.currentTarget.checked)}
          />
        </div>
      );
    }
    if (f.kind === 'select') {
      return (
        <div key={f.name} className={box}>
          <Select
            {...common}
            label={f.label}
            required={required}
            autoComplete={autoComplete ?? f.autoComplete}
            options={(f.options ?? []).map((o) => ({ value: o, label: o }))}
            placeholder="Please select"
            value={String(values[f.name])}
            onChange={(e) => set(f.name, e.currentTarget.value)}
          />
        </div>
      );
    }
    return (
      <div key={f.name} className={box}>
        <TextField
          {...common}
          label={f.label}
          type={f.kind}
          required={required}
          hint={f.hint}
          autoComplete={autoComplete ?? f.autoComplete}
          value={String(values[f.name])}
          onChange={(e) => set(f.name, e.currentTarget.value)}
        />
      </div>
    );
  };

  const heading = mode === 'foh' ? 'Create a customer' : 'Sign up';
  return (
    <section className={`${themeRoot} ${css.page}`} aria-labelledby="venue-register-heading">
      <h1 id="venue-register-heading" className={css.heading}>
        {heading}
      </h1>
      <p className={css.intro}>
        {mode === 'foh'
          ? 'Front of house: create the customer, then book and pay for them. They can set a password later with "Forgotten password".'
          : 'Create an account to book activities, courses and camps, and to manage your bookings. Fields marked * are required.'}
      </p>
      <form className={css.form} noValidate onSubmit={(e) => void submit(e)} aria-busy={submitting || undefined}>
        {failure ? (
          <p ref={failureRef} tabIndex={-1} className={css.alert} role="alert">
            {failure}
          </p>
        ) : null}
        {sectionsFor(mode).map((section) => (
          <fieldset key={section.id} className={css.section}>
            <legend className={css.legend}>
              {mode === 'foh' && section.id === 'account' ? 'Account' : section.legend}
            </legend>
            {section.id === 'additional' ? (
              <p className={css.sectionNote}>
                {mode === 'foh' ? 'The customer would like news and offers:' : 'I would like news and offers:'}
              </p>
            ) : null}
            <div className={css.grid}>{section.fields.map(field)}</div>
          </fieldset>
        ))}
        <div className={css.actions}>
          <Button
            type="submit"
            loading={submitting}
            loadingLabel={mode === 'foh' ? 'Creating the customer' : 'Creating your account'}
            fullWidth
          >
            {mode === 'foh' ? 'Create customer' : 'Create account'}
          </Button>
        </div>
      </form>
      {mode === 'online' ? (
        <p className={css.login}>
          Already have an account?{' '}
          <a className={css.link} href={routeUrl('login', baseUrl)}>
            Log in
          </a>
        </p>
      ) : null}
    </section>
  );
}

async function loadClientId(): Promise<number | string | null> {
  await getSessionStore().getState().system.loadClient();
  return getSessionStore().getState().system.clientId;
}
