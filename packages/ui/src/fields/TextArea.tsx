import { type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldCommonProps } from './FieldFrame';
import * as styles from './field.css';

export type TextAreaProps = FieldCommonProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextArea({
  label,
  error,
  hint,
  required,
  id,
  className,
  ref,
  ...textarea
}: TextAreaProps & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} id={id}>
      {(wiring) => (
        <textarea
          ref={ref}
          {...textarea}
          {...wiring}
          className={[styles.control, styles.textarea, className ?? ''].join(' ')}
        />
      )}
    </FieldFrame>
  );
}
