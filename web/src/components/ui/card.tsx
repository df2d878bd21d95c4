import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'section' | 'article' | 'div' | 'li';
  /** `md`: a section of a page (the dashboard's); `lg`: one thing presented on its own (a plan, a payment), roomier, its lines closer. */
  size?: 'md' | 'lg';
  children: ReactNode;
}

/** A bordered surface on the page; its content stacks in a column. */
export function Card({ as: Element = 'section', size = 'md', className, children, ...props }: CardProps) {
  return (
    <Element {...props} className={classNames('card', size === 'lg' && 'card--lg', className)}>
      {children}
    </Element>
  );
}

interface CardHeaderProps {
  /** The title's id, for the card (or a form in it) to be labelled by. */
  titleId: string;
  title: string;
  intro?: string;
}

/** A card's title and the line introducing it. */
export function CardHeader({ titleId, title, intro }: CardHeaderProps) {
  return (
    <div className="card__header">
      <h2 id={titleId} className="card__title">
        {title}
      </h2>
      {intro && <p className="card__intro">{intro}</p>}
    </div>
  );
}
