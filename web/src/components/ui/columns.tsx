import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';

interface ColumnsProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section';
  /** The columns' widths in proportion once side by side: '1:2' is a third and two thirds. */
  widths: '1:1' | '1:2' | '2:1' | '3:2';
  /** The screen width from which they stand side by side; below it, one under the other. */
  from: '52rem' | '56rem' | '64rem';
  /** The space between them: `md` between cards of a tab, `lg` between a page's blocks. */
  gap?: 'md' | 'lg';
  children: ReactNode;
}

/** Two columns side by side on wide screens, one under the other on narrow ones, each as tall as its content. */
export function Columns({ as: Element = 'div', widths, from, gap = 'lg', className, children, ...props }: ColumnsProps) {
  return (
    <Element {...props} className={classNames('columns', `columns--${widths.replace(':', '-')}`, `columns--from-${from}`, `columns--gap-${gap}`, className)}>
      {children}
    </Element>
  );
}
