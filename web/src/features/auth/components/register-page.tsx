import { Link } from 'react-router';
import { registerCopy as copy } from '../../../content/auth';
import { DEFAULT_AFTER_LOGIN } from '../redirect-target';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';
import { SignedInRedirect } from './signed-in-redirect';

/** /register: the sign-up form; a visitor who is already signed in goes to the dashboard. */
export function RegisterPage() {
  return (
    <AuthCard
      wide
      title={copy.title}
      intro={copy.intro}
      footer={
        <p>
          {copy.haveAccount} <Link to="/login">{copy.loginLink}</Link>
        </p>
      }
    >
      <SignedInRedirect to={DEFAULT_AFTER_LOGIN} />
      <RegisterForm />
    </AuthCard>
  );
}
