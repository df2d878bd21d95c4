import { useParams } from 'react-router';
import { resetPasswordCopy } from '../../content/auth';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';
import { PageMeta } from '../../lib/seo';

/** /reset-password/:token and /reset-password. The token stays out of the canonical link and og:url. */
export function ResetPasswordRoute() {
  const { token } = useParams();
  return (
    <>
      <PageMeta {...resetPasswordCopy.meta} path="/reset-password" noindex canonical={false} />
      <ResetPasswordPage token={token} />
    </>
  );
}
