import type { ReactNode } from 'react';
import { Card, CardHeader } from '../../../components/ui/card';
import { classNames } from '../../../components/ui/class-names';

interface ProfileCardProps {
  /** The heading's id, for a form or region inside to be labelled by it. */
  headingId: string;
  heading: string;
  intro?: string;
  tone?: 'default' | 'danger';
  /** Spans both columns of the tab on wide screens. */
  wide?: boolean;
  children: ReactNode;
}

/** One section of the Profile tab: a titled card. */
export function ProfileCard({ headingId, heading, intro, tone = 'default', wide = false, children }: ProfileCardProps) {
  return (
    <Card className={classNames(tone === 'danger' && 'profile-card--danger', wide && 'profile-card--wide')} aria-labelledby={headingId}>
      <CardHeader titleId={headingId} title={heading} intro={intro} />
      {children}
    </Card>
  );
}
