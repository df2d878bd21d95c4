import { useParams } from 'react-router';
import { verifyEmailCopy } from '../../content/auth';
import { VerifyEmailPage } from '../../features/auth/components/verify-email-page';
import { PageMeta } from '../../lib/seo';

/** /verify-email/:token and /verify-email. The token stays out of the canonical link and og:url. */
export function VerifyEmailRoute() {
  const { token } = useParams();
  return (
    <>
      <PageMeta {...verifyEmailCopy.meta} path="/verify-email" noindex canonical={false} />
      <VerifyEmailPage token={token} />
    </>
  );
}
