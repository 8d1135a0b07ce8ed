import { type Ref, type InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldCommonProps } from './FieldFrame';
import * as styles from './field.css';

export type TextFieldProps = FieldCommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

export function TextField({
  label,
  error,
  hint,
  required,
  id,
  className,
  ref,
  ...input
}: TextFieldProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} id={id}>
      {(wiring) => (
        <input type="text" ref={ref} {...input} {...wiring} className={[styles.control, className ?? ''].join(' ')} />
      )}
    </FieldFrame>
  );
}
