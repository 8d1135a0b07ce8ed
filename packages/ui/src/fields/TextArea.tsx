import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldCommonProps } from './FieldFrame';
import * as styles from './field.css';

export type TextAreaProps = FieldCommonProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, required, id, className, ...textarea },
  ref,
) {
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
});
