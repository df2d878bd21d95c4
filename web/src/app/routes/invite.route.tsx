import { useParams } from 'react-router';
import { InvitationPage } from '../../features/auth/components/invitation-page';
import { invitationCopy } from '../../content/teams';
import { PageMeta } from '../../lib/seo';

/** /invite/:token, an invitation email's link. The token stays out of the canonical link and og:url. */
export function InviteRoute() {
  const { token = '' } = useParams();
  return (
    <>
      <PageMeta {...invitationCopy.meta} path="/invite" noindex canonical={false} />
      <InvitationPage token={token} />
    </>
  );
}
