import type { ReactNode, Ref } from 'react';
import { classNames } from './class-names';
import './disclosure.css';

interface DisclosureProps {
  /** What the closed panel says it holds: "Activate a computer without internet". */
  summary: ReactNode;
  /** `panel`: a framed block the reader opens to act (a form); `inline`: a link-like line that shows more detail (a long checksum). */
  variant?: 'panel' | 'inline';
  className?: string;
  /** The `<details>` element, for a caller that opens the panel itself (pointing a reader at it). */
  detailsRef?: Ref<HTMLDetailsElement>;
  children: ReactNode;
}

/**
 * Content the reader opens when they need it, on the browser's own `<details>`: keyboard
 * and screen-reader support come with it, and it works before the script has arrived.
 */
export function Disclosure({ summary, variant = 'panel', className, detailsRef, children }: DisclosureProps) {
  return (
    <details ref={detailsRef} className={classNames('disclosure', `disclosure--${variant}`, className)}>
      <summary className="disclosure__summary">{summary}</summary>
      <div className="disclosure__body">{children}</div>
    </details>
  );
}
