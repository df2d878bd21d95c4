import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';

interface NoticeProps extends HTMLAttributes<HTMLElement> {
  as?: 'p' | 'div' | 'section';
  /** `info`: news about the account (a cancellation, a scheduled change); `danger`: something the reader must act on. */
  tone: 'info' | 'danger';
  /** How much room it takes: a line (`sm`), a paragraph (`md`), a titled banner with actions (`lg`). */
  size?: 'sm' | 'md' | 'lg';
  /** A headline in bold above the text, the children stacked under it (then `as` is 'div' or 'section'). */
  headline?: ReactNode;
  children: ReactNode;
}

/** A message set apart from the page: body ink on a tint, the tone carried by the edge and the tint, never by the text colour alone. */
export function Notice({ as: Element = 'p', tone, size = 'sm', headline, className, children, ...props }: NoticeProps) {
  return (
    <Element {...props} className={classNames('notice', `notice--${tone}`, `notice--${size}`, headline !== undefined && 'notice--titled', className)}>
      {headline !== undefined && <p className="notice__title">{headline}</p>}
      {children}
    </Element>
  );
}
