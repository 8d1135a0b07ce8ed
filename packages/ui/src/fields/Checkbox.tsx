import { type Ref, type InputHTMLAttributes, type ReactNode } from 'react';
import { useStableId } from '../internal/useStableId';
import * as styles from './field.css';
import { FieldError } from './FieldFrame';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: ReactNode;
  error?: string | undefined;
  id?: string;
};

/** A checkbox with its label beside it; the error is linked by aria-describedby. */
export function Checkbox({
  label,
  error,
  id: givenId,
  required,
  className,
  ref,
  ...input
}: CheckboxProps & { ref?: Ref<HTMLInputElement> }) {
  const generated = useStableId('checkbox');
  const id = givenId ?? generated;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <div className={styles.checkboxRow}>
        <input
          ref={ref}
          {...input}
          id={id}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={[styles.checkbox, className ?? ''].join(' ')}
        />
        <label htmlFor={id} className={styles.checkboxLabel}>
          {label}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
