import { registerCopy } from '../../content/auth';
import { RegisterPage } from '../../features/auth/components/register-page';
import { PageMeta } from '../../lib/seo';

export function RegisterRoute() {
  return (
    <>
      <PageMeta {...registerCopy.meta} path="/register" />
      <RegisterPage />
    </>
  );
}
