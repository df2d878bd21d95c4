import { loginCopy } from '../../content/auth';
import { LoginPage } from '../../features/auth/components/login-page';
import { PageMeta } from '../../lib/seo';

export function LoginRoute() {
  return (
    <>
      <PageMeta {...loginCopy.meta} path="/login" noindex />
      <LoginPage />
    </>
  );
}
