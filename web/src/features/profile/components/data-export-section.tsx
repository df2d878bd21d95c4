import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { dataExportCopy as copy } from '../../../content/dashboard';
import { ProfileCard } from './profile-card';

/** 'Download My Data': shown, disabled, and said to be coming (SITE-SPEC section 2). */
export function DataExportSection() {
  const headingId = useId();
  const noteId = useId();
  return (
    <ProfileCard headingId={headingId} heading={copy.heading}>
      <div className="profile-card__actions profile-card__actions--with-note">
        <Button variant="secondary" disabled aria-describedby={noteId}>
          {copy.button}
        </Button>
        <p id={noteId} className="profile-note">
          {copy.note}
        </p>
      </div>
    </ProfileCard>
  );
}
