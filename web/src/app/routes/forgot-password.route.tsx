import { forgotPasswordCopy } from '../../content/auth';
import { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page';
import { PageMeta } from '../../lib/seo';

export function ForgotPasswordRoute() {
  return (
    <>
      <PageMeta {...forgotPasswordCopy.meta} path="/forgot-password" />
      <ForgotPasswordPage />
    </>
  );
}
