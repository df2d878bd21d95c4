import { Link, useSearchParams } from 'react-router';
import { loginCopy as copy } from '../../../content/auth';
import { redirectTarget } from '../redirect-target';
import { AuthCard } from './auth-card';
import { AuthNotice } from './auth-notice';
import { LoginForm } from './login-form';
import { SignedInRedirect } from './signed-in-redirect';

/** The query flags other pages set when they send the visitor here, in display order. */
const BANNER_FLAGS = ['registered', 'verified', 'reset'] as const;

/**
 * /login: a green banner per query flag, the form, and links to the other sign-in pages.
 * Login (or an existing session) leads to the safe `redirect` target, else /dashboard.
 */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const target = redirectTarget(searchParams.get('redirect'), window.location.origin);
  const banners = BANNER_FLAGS.filter((flag) => searchParams.get(flag) === 'true');

  return (
    <AuthCard
      title={copy.title}
      intro={copy.intro}
      footer={
        <p>
          {copy.noAccount} <Link to="/register">{copy.registerLink}</Link>
        </p>
      }
    >
      <SignedInRedirect to={target} />
      {banners.map((flag) => (
        <AuthNotice key={flag} tone="success">
          {copy.banners[flag]}
        </AuthNotice>
      ))}
      <LoginForm target={target} />
    </AuthCard>
  );
}
