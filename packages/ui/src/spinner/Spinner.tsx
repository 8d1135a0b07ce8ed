import { visuallyHidden } from '../internal/shared.css';
import * as styles from './spinner.css';

export interface SpinnerProps {
  /** What is loading, read by screen readers (e.g. 'Loading basket'). */
  label?: string;
  /** Show the label visibly beside the ring. */
  showLabel?: boolean;
  size?: 'small' | 'large';
}

/** A loading indicator with an accessible name; role=status so its appearance is announced politely. */
export function Spinner({ label = 'Loading', showLabel = false, size = 'small' }: SpinnerProps) {
  return (
    <span role="status" className={styles.spinner}>
      <span aria-hidden="true" className={size === 'large' ? `${styles.ring} ${styles.large}` : styles.ring} />
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}
