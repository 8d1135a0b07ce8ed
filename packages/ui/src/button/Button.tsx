import type { ButtonHTMLAttributes, AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Spinner } from '../spinner/Spinner';
import * as styles from './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'text';

interface CommonProps {
  variant?: ButtonVariant;
  /** Shows a spinner, marks the button busy and ignores clicks (a double click never submits twice). */
  loading?: boolean;
  /** What the spinner announces while loading. */
  loadingLabel?: string;
  fullWidth?: boolean;
  children?: ReactNode;
}

export type ButtonProps = CommonProps & ButtonHTMLAttributes<HTMLButtonElement>;
export type ButtonLinkProps = Omit<CommonProps, 'loading' | 'loadingLabel'> &
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A button's classes, for lists that render hundreds of plain `<button>`s without a component each (the
 * week timetable); the same look as `<Button>`.
 */
export function buttonClassName(variant: ButtonVariant, fullWidth?: boolean, extra?: string): string {
  return [styles.base, styles.variant[variant], fullWidth ? styles.fullWidth : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant = 'primary',
  loading = false,
  loadingLabel = 'Loading',
  fullWidth,
  className,
  children,
  onClick,
  type = 'button',
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, fullWidth, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner label={loadingLabel} /> : null}
      {children}
    </button>
  );
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant = 'primary', fullWidth, className, children, ...rest }: ButtonLinkProps) {
  return (
    <a {...rest} className={buttonClassName(variant, fullWidth, className)}>
      {children}
    </a>
  );
}
