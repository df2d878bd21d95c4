import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { loginCopy as copy } from '../../../content/auth';
import { twoFactorLoginCopy } from '../../../content/two-factor';
import { withRedirect } from '../redirect-query';
import { useRedirectTarget } from '../use-redirect-target';
import { AuthCard, AuthFooterLink } from './auth-card';
import { AuthNotice } from './auth-notice';
import { LoginForm } from './login-form';
import { SignedInRedirect } from './signed-in-redirect';
import { TwoFactorLoginForm } from './two-factor-login-form';

/** The query flags other pages set when they send the visitor here, in display order. */
const BANNER_FLAGS = ['registered', 'invited', 'verified', 'reset'] as const;

/**
 * /login: a green banner per query flag, the form, and links to the other sign-in pages.
 * Login (or an existing session) leads to the safe `redirect` target, else /dashboard; the
 * link to register carries it on, so a new customer still reaches it after verifying. An
 * account with two-factor sign-in goes through a second step on the same page: the code
 * form replaces the password form until the sign-in ends or starts over. The pending
 * sign-in's token lives only in this page's state.
 */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const target = useRedirectTarget();
  const banners = BANNER_FLAGS.filter((flag) => searchParams.get(flag) === 'true');
  const [challengeToken, setChallengeToken] = useState<string | null>(null);

  if (challengeToken !== null) {
    return (
      <AuthCard title={twoFactorLoginCopy.title} intro={twoFactorLoginCopy.intro}>
        <TwoFactorLoginForm target={target} challengeToken={challengeToken} onRestart={() => setChallengeToken(null)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={copy.title}
      intro={copy.intro}
      footer={<AuthFooterLink text={copy.noAccount} to={withRedirect('/register', target)} label={copy.registerLink} />}
    >
      <SignedInRedirect to={target} />
      {banners.map((flag) => (
        <AuthNotice key={flag} tone="success">
          {copy.banners[flag]}
        </AuthNotice>
      ))}
      <LoginForm target={target} onTwoFactorRequired={setChallengeToken} />
    </AuthCard>
  );
}
