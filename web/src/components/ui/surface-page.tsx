import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';

interface SurfacePageProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section';
  /** Its content in the middle of the screen (the one card of a sign-in page). */
  centred?: boolean;
  children: ReactNode;
}

/** A page's whole main area on the surface colour, under a faint teal glow: the sign-in and checkout pages. */
export function SurfacePage({ as: Element = 'div', centred = false, className, children, ...props }: SurfacePageProps) {
  return (
    <Element {...props} className={classNames('surface-page', centred && 'surface-page--centred', className)}>
      {children}
    </Element>
  );
}
