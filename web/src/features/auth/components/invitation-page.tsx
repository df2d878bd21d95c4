import { formatLongUsDate } from '@pointforge/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/fact';
import { LoadFailure } from '../../../components/ui/load-failure';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { invitationCopy as copy } from '../../../content/teams';
import { useSession, type SessionUser } from '../../../lib/session';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation, type InvitationView } from '../api/get-invitation';
import { serverMessage } from '../failure-message';
import { licensePlanName as planName } from '../../../lib/plan-name';
import { withRedirect } from '../redirect-query';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';

/** Who sent it, to whom, until when. */
function InvitationFacts({ invitation }: { invitation: InvitationView }) {
  return (
    <dl className="auth-card__facts fact-list">
      <Fact term={copy.sentTo}>{invitation.email}</Fact>
      <Fact term={copy.expiresLabel}>
        <time dateTime={invitation.expiresAt}>{formatLongUsDate(invitation.expiresAt)}</time>
      </Fact>
    </dl>
  );
}

/** Signed in: Accept joins the licence and leads to the dashboard's Licenses tab. */
function AcceptInvitation({ token, invitation, user }: { token: string; invitation: InvitationView; user: SessionUser }) {
  const { trigger, isMutating } = useAcceptInvitation();
  const { toast, toastFailure } = useToast();
  const navigate = useNavigate();

  async function accept() {
    try {
      await trigger(token);
    } catch (error) {
      toastFailure(error, copy.acceptFailure.title, copy.acceptFailureLog);
      return;
    }
    toast({ ...copy.accepted, variant: 'success' });
    await navigate('/dashboard');
  }

  return (
    <>
      <p className="auth-card__message">{copy.signedInAs(user.email)}</p>
      {user.email.toLowerCase() !== invitation.email.toLowerCase() && <p className="auth-card__message">{copy.otherAccount}</p>}
      <div className="auth-card__actions">
        <Button onClick={() => void accept()} busy={isMutating} busyLabel={copy.accept.busyLabel}>
          {copy.accept.label}
        </Button>
      </div>
    </>
  );
}

/** Signed out: sign in and come back here, or create an account from the invitation. */
function SignInOrRegister({ token, invitation, onRegister }: { token: string; invitation: InvitationView; onRegister: () => void }) {
  const signIn = (
    <ButtonLink key="sign-in" to={withRedirect('/login', `/invite/${token}`)} variant={invitation.accountExists ? 'primary' : 'secondary'}>
      {copy.signIn}
    </ButtonLink>
  );
  const register = (
    <Button key="register" onClick={onRegister} variant={invitation.accountExists ? 'secondary' : 'primary'}>
      {copy.createAccount}
    </Button>
  );
  return <div className="auth-card__actions">{invitation.accountExists ? [signIn, register] : [register, signIn]}</div>;
}

/** A loaded invitation: what it is, then Accept, or the ways to an account. */
function OpenInvitation({ token, invitation }: { token: string; invitation: InvitationView }) {
  const { user } = useSession();
  const [registering, setRegistering] = useState(false);
  if (registering && !user) {
    return (
      <AuthCard
        wide
        focusTitle
        title={copy.registerTitle}
        intro={copy.registerIntro}
        footer={
          <button type="button" className="link-button" onClick={() => setRegistering(false)}>
            {copy.back}
          </button>
        }
      >
        <RegisterForm target="/dashboard" invitation={{ token, email: invitation.email }} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={copy.title} intro={copy.intro(invitation.ownerName, planName(invitation.plan))}>
      <InvitationFacts invitation={invitation} />
      {user ? (
        <AcceptInvitation token={token} invitation={invitation} user={user} />
      ) : (
        <SignInOrRegister token={token} invitation={invitation} onRegister={() => setRegistering(true)} />
      )}
    </AuthCard>
  );
}

/**
 * /invite/:token, the link of an invitation email: who invites to which plan; signed in,
 * Accept; signed out, Sign in to accept (and back here) or Create an account with the
 * invited address (a member once verified). An expired or used link says so.
 */
export function InvitationPage({ token }: { token: string }) {
  const { invitation, error, isValidating, reload } = useInvitation(token);
  const { isLoading } = useSession();
  if (invitation) {
    if (isLoading)
      return (
        <AuthCard title={copy.title}>
          <Spinner label={copy.loading} />
        </AuthCard>
      );
    return <OpenInvitation token={token} invitation={invitation} />;
  }
  const refusal = serverMessage(error);
  if (refusal) {
    return (
      <AuthCard title={copy.invalidTitle} live>
        <p className="auth-card__message">{refusal}</p>
        <div className="auth-card__actions">
          <ButtonLink to="/">{copy.home}</ButtonLink>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={copy.title} live>
      {error ? (
        <LoadFailure message={copy.loadFailure} retryLabel={copy.retry} onRetry={() => void reload()} retrying={isValidating} retryingLabel={copy.retrying} />
      ) : (
        <Spinner label={copy.loading} />
      )}
    </AuthCard>
  );
}
