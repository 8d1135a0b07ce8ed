import { endpoints, isApiError, t } from '@venue/core';
import { Button, TextField, validateText } from '@venue/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as css from './login.css.ts';

export interface ResetPasswordProps {
  /** The single-use token from the reset e-mail's link (`/reset-password?token=...`). */
  token: string;
  /** Where to log in afterwards. */
  loginHref: string;
}

type Field = 'password' | 'password_confirmation';
export const RESET_DONE = 'Your password has been changed. You can now log in with your new password.';
export const LINK_INVALID =
  'This password reset link is invalid or has expired. Request a new one from the log in page.';

/**
 * Sets a new password from the e-mailed link: new password and its confirmation. The server's policy
 * (length, common passwords) answers 422 naming the field, shown beside that field; a used or expired
 * link is said plainly with the way to get a new one. Success moves focus to the confirmation.
 */
export function ResetPassword({ token, loginHref }: ResetPasswordProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'invalid-link' | 'failed'>(
    token ? 'idle' : 'invalid-link',
  );
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (state === 'done' || state === 'invalid-link') statusRef.current?.focus();
  }, [state]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'sending') return;
    const found: Partial<Record<Field, string>> = {
      password: validateText(password, { required: true, minLength: 8 }),
      password_confirmation:
        validateText(confirmation, { required: true }) ??
        (confirmation !== password ? 'The password confirmation does not match.' : undefined),
    };
    setErrors(found);
    if (found.password || found.password_confirmation) {
      (found.password ? passwordRef : confirmationRef).current?.focus();
      return;
    }
    setState('sending');
    try {
      await endpoints.resetPassword({ token, password, passwordConfirmation: confirmation });
      setState('done');
    } catch (err) {
      if (isApiError(err) && err.status === 422) {
        if (err.errors.token) {
          setState('invalid-link');
          return;
        }
        const fromServer = {
          password: err.errors.password?.[0],
          password_confirmation: err.errors.password_confirmation?.[0],
        };
        setErrors(fromServer);
        setState('idle');
        (fromServer.password ? passwordRef : confirmationRef).current?.focus();
        return;
      }
      setState('failed');
    }
  };

  if (state === 'done' || state === 'invalid-link') {
    return (
      <div className={css.form}>
        <p
          ref={statusRef}
          tabIndex={-1}
          className={state === 'done' ? css.confirmation : css.alert}
          role={state === 'done' ? 'status' : 'alert'}
        >
          {state === 'done' ? RESET_DONE : LINK_INVALID}
        </p>
        <a className={css.link} href={loginHref}>
          {state === 'done' ? 'Log in' : 'Go to log in'}
        </a>
      </div>
    );
  }

  return (
    <form className={css.form} noValidate onSubmit={(e) => void submit(e)} aria-busy={state === 'sending' || undefined}>
      {state === 'failed' ? (
        <p className={css.alert} role="alert">
          {t('common:genericError')}
        </p>
      ) : null}
      <TextField
        ref={passwordRef}
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Avoid common passwords; a few unrelated words work well."
        required
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.currentTarget.value)}
      />
      <TextField
        ref={confirmationRef}
        label="Confirm new password"
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        error={errors.password_confirmation}
        onChange={(e) => setConfirmation(e.currentTarget.value)}
      />
      <div className={css.actions}>
        <Button type="submit" loading={state === 'sending'} loadingLabel="Saving" fullWidth>
          Set new password
        </Button>
      </div>
    </form>
  );
}
