import type { ReactNode } from 'react';

interface AuthNoticeProps {
  /** Green for good news (registered, verified, reset), red for a failure. */
  tone: 'success' | 'error';
  children: ReactNode;
}

/**
 * A banner inside an auth card. Good news is a polite status; a failure is an alert, so
 * screen readers announce it as soon as it appears.
 */
export function AuthNotice({ tone, children }: AuthNoticeProps) {
  return (
    <p className={`auth-notice auth-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
