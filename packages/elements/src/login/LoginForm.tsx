import { getSessionStore, selectIsKiosk, t } from '@venue/core';
import { Button, TextField, validateText } from '@venue/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useHostElement } from '../internal/hostContext.ts';
import * as css from './login.css.ts';

export interface LoginFormProps {
  registerHref: string;
  /** Shows the forgotten-password form instead. */
  onForgotten: () => void;
  /** After a successful login. */
  onLoggedIn?: (userId: number) => void;
  /** Back from the forgotten-password form: focus returns to the control that opened it. */
  returned?: boolean;
}

/**
 * E-mail or reference plus password. Submitting calls the session's login; a failure shows the
 * server's message, or 'User signed out' when it sent none (flows §4), in an alert beside the form.
 */
export function LoginForm({ registerHref, onForgotten, onLoggedIn, returned = false }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const host = useHostElement();
  const forgottenRef = useRef<HTMLButtonElement>(null);
  // A kiosk is a shared device: the browser must not offer the last customer's e-mail or password.
  const shared = selectIsKiosk(getSessionStore().getState());
  useEffect(() => {
    if (returned) forgottenRef.current?.focus();
  }, [returned]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const errors = {
      username: validateText(username, { required: true }),
      password: validateText(password, { required: true }),
    };
    setFieldErrors(errors);
    if (errors.username || errors.password) {
      (errors.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setFailure(null);
    setSubmitting(true);
    const store = getSessionStore();
    const ok = await store.getState().auth.login(username.trim(), password, { origin: host });
    setSubmitting(false);
    if (ok) {
      const user = store.getState().auth.user;
      if (user) onLoggedIn?.(user.id);
    } else {
      setFailure(store.getState().auth.error ?? t('common:userSignedOut'));
    }
  };

  return (
    <form className={css.form} noValidate onSubmit={(e) => void submit(e)} aria-busy={submitting || undefined}>
      {failure ? (
        <p className={css.alert} role="alert">
          {failure}
        </p>
      ) : null}
      <TextField
        ref={usernameRef}
        label="Email or reference"
        name="username"
        autoComplete={shared ? 'off' : 'username'}
        required
        value={username}
        error={fieldErrors.username}
        onChange={(e) => setUsername(e.currentTarget.value)}
      />
      <TextField
        ref={passwordRef}
        label="Password"
        name="password"
        type="password"
        autoComplete={shared ? 'off' : 'current-password'}
        required
        value={password}
        error={fieldErrors.password}
        onChange={(e) => setPassword(e.currentTarget.value)}
      />
      <div className={css.actions}>
        <Button type="submit" loading={submitting} loadingLabel="Logging in" fullWidth>
          Log in
        </Button>
        <button ref={forgottenRef} type="button" className={css.linkButton} onClick={onForgotten}>
          Forgotten your password?
        </button>
      </div>
      <p className={css.register}>
        New here?{' '}
        <a className={css.link} href={registerHref}>
          Create an account
        </a>
      </p>
    </form>
  );
}
