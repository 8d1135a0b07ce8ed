import type { ReactNode } from 'react';
import { useStableId } from '../internal/useStableId';
import * as styles from './field.css';

export interface FieldCommonProps {
  label: ReactNode;
  /** Error text; when present the control is aria-invalid and describes itself with it. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
}

export interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/** A field's error text, with the id its control's aria-describedby points at. */
export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}

/** Label, hint, control and error in one component (so they share one shadow root and ids resolve). */
export function FieldFrame({
  label,
  error,
  hint,
  required,
  id: givenId,
  children,
}: FieldCommonProps & { children: (wiring: ControlWiring) => ReactNode }) {
  const generated = useStableId('field');
  const id = givenId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
