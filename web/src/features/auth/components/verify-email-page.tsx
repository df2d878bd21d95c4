import { useEffect } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { verifyEmailCopy as copy } from '../../../content/auth';
import { ApiError } from '../../../lib/api-client';
import { useVerifyEmail } from '../api/verify-email';
import { serverMessage } from '../failure-message';
import { withRedirect } from '../redirect-query';
import { useRedirectTarget } from '../use-redirect-target';
import { useRedirectAfterDelay } from '../use-redirect-after-delay';
import { AuthCard } from './auth-card';

/** What the failure says: the server's message, else SITE-SPEC's wording for a refused link or an unknown fault. */
function failureMessage(error: unknown): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  return error instanceof ApiError && error.status > 0 ? copy.failedFallback : copy.unknownFailure;
}

function FailureActions({ target }: { target: string }) {
  return (
    <div className="auth-card__actions">
      <ButtonLink to={withRedirect('/login', target)}>{copy.goToLogin}</ButtonLink>
      <ButtonLink to="/" variant="secondary">
        {copy.returnHome}
      </ButtonLink>
    </div>
  );
}

/**
 * Sends the token once when the page opens: verifying, then verified (on to
 * /login?verified=true after 3 s, carrying the link's destination after sign-in), already
 * verified (an old link of a verified account: Log In, no wait) or failed.
 * One live card, so the outcome is announced.
 */
function VerifyToken({ token, target }: { token: string; target: string }) {
  const state = useVerifyEmail(token);
  const { toast } = useToast();
  const toLogin = withRedirect('/login?verified=true', target);
  useRedirectAfterDelay(toLogin, state.status === 'verified');

  useEffect(() => {
    if (state.status === 'verified') {
      toast({ title: copy.success.title, description: copy.success.description, variant: 'success' });
    }
  }, [state.status, toast]);

  if (state.status === 'failed') {
    return (
      <AuthCard title={copy.failureTitle} live>
        <p className="auth-card__message">{failureMessage(state.error)}</p>
        <FailureActions target={target} />
      </AuthCard>
    );
  }

  if (state.status === 'already-verified') {
    return (
      <AuthCard title={copy.alreadyVerifiedTitle} live>
        <p className="auth-card__message">{copy.alreadyVerifiedMessage}</p>
        <div className="auth-card__actions">
          <ButtonLink to={withRedirect('/login', target)}>{copy.logIn}</ButtonLink>
        </div>
      </AuthCard>
    );
  }

  if (state.status === 'verified') {
    return (
      <AuthCard title={copy.successTitle} live>
        <p className="auth-card__message">{copy.successMessage}</p>
        <div className="auth-card__actions">
          <ButtonLink to={toLogin} replace>
            {copy.goToLogin}
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={copy.verifyingTitle} live>
      <div className="auth-card__progress">
        <Spinner size="lg" />
        <p className="auth-card__message">{copy.verifying}</p>
      </div>
    </AuthCard>
  );
}

/**
 * /verify-email/:token (SITE-SPEC section 2); a link without a token fails at once, with no
 * call. A link sent after signing up from a checkout also names it (`redirect`), and the way
 * to log in carries it on.
 */
export function VerifyEmailPage({ token }: { token: string | undefined }) {
  const target = useRedirectTarget();
  if (!token) {
    return (
      <AuthCard title={copy.failureTitle}>
        <p className="auth-card__message">{copy.missingToken}</p>
        <FailureActions target={target} />
      </AuthCard>
    );
  }
  return <VerifyToken key={token} token={token} target={target} />;
}
