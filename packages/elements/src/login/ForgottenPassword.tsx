import { getSessionStore, selectIsKiosk, t } from '@venue/core';
import { Button, TextField, validateText } from '@venue/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as css from './login.css.ts';
import { RESET_CONFIRMATION } from './passwordReset.ts';

export interface ForgottenPasswordProps {
  onBack: () => void;
}

/** Asks for a reset link by e-mail address or reference; the answer is always the neutral confirmation. */
export function ForgottenPassword({ onBack }: ForgottenPasswordProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  // Focus follows the view swap, so keyboard and screen-reader users land in the new form.
  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    if (state === 'sent') statusRef.current?.focus();
  }, [state]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'sending') return;
    const invalid = validateText(value, { required: true });
    setError(invalid);
    if (invalid) {
      inputRef.current?.focus();
      return;
    }
    setState('sending');
    setState(await getSessionStore().getState().auth.requestPasswordReset(value));
  };

  return (
    <form className={css.form} noValidate onSubmit={(e) => void submit(e)}>
      {state === 'sent' ? (
        <p ref={statusRef} tabIndex={-1} className={css.confirmation} role="status">
          {RESET_CONFIRMATION}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p className={css.alert} role="alert">
          {t('common:genericError')}
        </p>
      ) : null}
      <TextField
        ref={inputRef}
        label="Email or reference"
        name="email_or_reference"
        // A kiosk is a shared device: no earlier customer's address offered.
        autoComplete={selectIsKiosk(getSessionStore().getState()) ? 'off' : 'username'}
        hint="We will e-mail you a link to reset your password."
        required
        value={value}
        error={error}
        onChange={(e) => setValue(e.currentTarget.value)}
      />
      <div className={css.actions}>
        <Button type="submit" loading={state === 'sending'} loadingLabel="Sending" fullWidth>
          Send reset link
        </Button>
        <button type="button" className={css.linkButton} onClick={onBack}>
          Back to log in
        </button>
      </div>
    </form>
  );
}
