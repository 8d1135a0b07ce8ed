import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode, type RefObject } from 'react';
import { serverErrors, type FieldErrors } from './useAccountData.ts';
import * as css from './account.css.ts';

/** What a successful save leaves: the form's next values and, if the screen shows one, a success line. */
export interface Saved<F> {
  next: F;
  done?: string | null;
}

export interface AccountFormOptions<F> {
  initial: F | (() => F);
  /** The server's own checks, made first so a mistake shows at once (the server's 422 still wins). */
  validate: (form: F) => FieldErrors;
  /** Sends the form; throws the API's error when it is refused. */
  save: (form: F) => Promise<Saved<F>>;
  /** The notice above the form when a save fails; default the server's message for anything not a 422. */
  failureText?: (fields: FieldErrors, message: string | null) => string | null;
}

/** The form's keys that hold text, which a text field can edit. */
export type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/** What a text field needs to show and edit one of the form's values. */
export interface FieldBinding<K extends string> {
  name: K;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface AccountFormState<F> {
  form: F;
  errors: FieldErrors;
  failure: string | null;
  done: string | null;
  saving: boolean;
  /** Changes the form; a success line from the last save no longer holds, so it goes. */
  update: (change: (form: F) => F) => void;
  /** The name, value, error and change handler of a text field for `key`. */
  field: <K extends TextKey<F>>(key: K) => FieldBinding<K>;
  formRef: RefObject<HTMLFormElement | null>;
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * The submit pattern of every account form: check the fields, send, show the server's 422 at its fields
 * (or its message above the form), move focus to the first invalid field, and keep the form busy while
 * it saves.
 */
export function useAccountForm<F>({
  initial,
  validate,
  save,
  failureText = (_fields, message) => message,
}: AccountFormOptions<F>): AccountFormState<F> {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Focus waits for the errors to render, so it lands on a field that is marked invalid.
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const update = (change: (form: F) => F) => {
    setForm(change);
    setDone(null);
  };

  const field = <K extends TextKey<F>>(key: K): FieldBinding<K> => ({
    name: key,
    value: form[key] as string,
    error: errors[key],
    onChange: (event) => {
      const value = event.currentTarget.value;
      update((f) => ({ ...f, [key]: value }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setDone(null);
    setFailure(null);
    const found = validate(form);
    if (Object.keys(found).length > 0) {
      focusPending.current = true;
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await save(form);
      setForm(saved.next);
      setDone(saved.done ?? null);
    } catch (error) {
      const { fields, message } = serverErrors(error);
      focusPending.current = true;
      setErrors(fields);
      setFailure(failureText(fields, message));
    } finally {
      setSaving(false);
    }
  };

  return { form, errors, failure, done, saving, update, field, formRef, submit };
}

/** The `<form>` of a `useAccountForm`: busy while saving, with the failure notice first. */
export function AccountForm<F>({ state, children }: { state: AccountFormState<F>; children: ReactNode }) {
  return (
    <form
      ref={state.formRef}
      className={css.form}
      noValidate
      onSubmit={(e) => void state.submit(e)}
      aria-busy={state.saving || undefined}
    >
      {state.failure && (
        <p role="alert" className={css.notice.danger}>
          {state.failure}
        </p>
      )}
      {children}
    </form>
  );
}
