import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';

interface IconBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** A rounded square for a card's symbol; a circle for a step's. */
  shape: 'square' | 'circle';
  /** `quiet`: the accent on the surface colour; `accent`: white on the accent. */
  tone: 'quiet' | 'accent';
  /** `md` (2.5rem) beside a line of text, `lg` (3rem) at the head of a card. */
  size?: 'md' | 'lg';
  className?: string;
  /** An icon, or a step's number. */
  children: ReactNode;
}

/** A symbol (an icon or a number) centred in a filled shape. */
export function IconBadge({ shape, tone, size = 'lg', className, children, ...props }: IconBadgeProps) {
  return (
    <span {...props} className={classNames('icon-badge', `icon-badge--${shape}`, `icon-badge--${tone}`, `icon-badge--${size}`, className)}>
      {children}
    </span>
  );
}
