import { type Ref, type SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldCommonProps } from './FieldFrame';
import * as styles from './field.css';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = FieldCommonProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    options: readonly SelectOption[];
    /** A first, empty option (e.g. 'Please select'). */
    placeholder?: string;
  };

export function Select({
  label,
  error,
  hint,
  required,
  id,
  className,
  options,
  placeholder,
  ref,
  ...select
}: SelectProps & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} id={id}>
      {(wiring) => (
        <select ref={ref} {...select} {...wiring} className={[styles.control, className ?? ''].join(' ')}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
