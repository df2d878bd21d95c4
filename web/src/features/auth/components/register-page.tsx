import { registerCopy as copy } from '../../../content/auth';
import { withRedirect } from '../redirect-query';
import { useRedirectTarget } from '../use-redirect-target';
import { AuthCard, AuthFooterLink } from './auth-card';
import { RegisterForm } from './register-form';
import { SignedInRedirect } from './signed-in-redirect';

/**
 * /register: the sign-up form; a visitor who is already signed in goes to the dashboard, or
 * to the page a `redirect` query names (a checkout), which the sign-up carries on through the
 * verification email and the log in.
 */
export function RegisterPage() {
  const target = useRedirectTarget();
  return (
    <AuthCard
      wide
      title={copy.title}
      intro={copy.intro}
      footer={<AuthFooterLink text={copy.haveAccount} to={withRedirect('/login', target)} label={copy.loginLink} />}
    >
      <SignedInRedirect to={target} />
      <RegisterForm target={target} />
    </AuthCard>
  );
}
