import type { ReactNode } from 'react';
import { buttonClass } from './button';

interface DownloadLinkProps {
  /** The file's address; its server answers it as an attachment. */
  href: string;
  /** The name the browser saves it under (same-origin links only; the server's own name wins elsewhere). */
  fileName?: string;
  /** What it downloads, for assistive tech, when the words alone do not say ("Download Tax Invoice INV-2027-000001 (PDF)"). */
  label?: string;
  children: ReactNode;
}

/** A plain link that downloads a file, looking like a small secondary button: it works without script and reads as a link. */
export function DownloadLink({ href, fileName, label, children }: DownloadLinkProps) {
  return (
    <a className={buttonClass('secondary', 'sm')} href={href} download={fileName ?? true} aria-label={label}>
      {children}
    </a>
  );
}
