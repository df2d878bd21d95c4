import type { ReactNode } from 'react';
import { classNames } from './class-names';

interface CardGridProps {
  /** `ol` when the cards are steps in order. */
  as?: 'ul' | 'ol';
  /** Columns on wide screens (64rem and up); from 40rem there are two, below that one. */
  columns: 2 | 3 | 4;
  /** The space between cards: `lg` for tiles with room of their own, `md` for short ones. */
  gap?: 'md' | 'lg';
  className?: string;
  /** The cards, each a list item. */
  children: ReactNode;
}

/** A list of cards in a grid of equal columns, as many as the screen has room for. */
export function CardGrid({ as: List = 'ul', columns, gap = 'lg', className, children }: CardGridProps) {
  return <List className={classNames('card-grid', `card-grid--${columns}`, `card-grid--gap-${gap}`, className)}>{children}</List>;
}
