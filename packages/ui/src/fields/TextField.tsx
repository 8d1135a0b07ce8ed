import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldCommonProps } from './FieldFrame';
import * as styles from './field.css';

export type TextFieldProps = FieldCommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, required, id, className, ...input },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} id={id}>
      {(wiring) => (
        <input type="text" ref={ref} {...input} {...wiring} className={[styles.control, className ?? ''].join(' ')} />
      )}
    </FieldFrame>
  );
});
