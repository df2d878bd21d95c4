import type { ReactNode } from 'react';
import { classNames } from './class-names';

interface EmptyStateProps {
  /** The section's heading, when the empty state is all the section holds. */
  heading?: ReactNode;
  /** What is missing, in a line: "You don't have any licenses yet." */
  title: string;
  /** Why, and what to do about it. */
  text: string;
  /** The ways on: an offer, a link to the plans. */
  children: ReactNode;
  className?: string;
}

/** What a section shows while it has nothing to list: the fact, the reason and the way on, one under the other. */
export function EmptyState({ heading, title, text, children, className }: EmptyStateProps) {
  return (
    <div className={classNames('empty-state', className)}>
      {heading}
      <p className="empty-state__title">{title}</p>
      <p className="empty-state__text">{text}</p>
      {children}
    </div>
  );
}
