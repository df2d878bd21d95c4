import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The classes of a button-looking element, for the few places that cannot use Button or ButtonLink. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return ['button', `button--${variant}`, size !== 'md' && `button--${size}`, extra].filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The button's action is under way: it is disabled meanwhile, and says `busyLabel` when given. */
  busy?: boolean;
  busyLabel?: string;
}

export function Button({ variant = 'primary', size = 'md', className, type = 'button', busy = false, busyLabel, disabled, children, ...props }: ButtonProps) {
  return (
    <button type={type} className={buttonClass(variant, size, className)} disabled={disabled || busy} {...props}>
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A navigation link that looks like a button (it still behaves as a link for assistive tech). */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
