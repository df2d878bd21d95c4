import type { ReactNode } from 'react';
import { classNames } from './class-names';

interface ButtonRowProps {
  /** Centred under centred text (a banner, a status card). */
  centred?: boolean;
  /** Wider apart: the large calls to action of a hero or banner. */
  spacious?: boolean;
  className?: string;
  children: ReactNode;
}

/** Buttons side by side, wrapping onto the next line when they run out of room. */
export function ButtonRow({ centred = false, spacious = false, className, children }: ButtonRowProps) {
  return <div className={classNames('button-row', centred && 'button-row--centred', spacious && 'button-row--spacious', className)}>{children}</div>;
}
