import { ACCOUNT_ERROR_CODES } from '@pointforge/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmailField, FormFrame, TextField, useSendForm } from '../../../components/ui/form';
import { loginCopy as copy } from '../../../content/auth';
import { useLogIn, type LogInPayload } from '../api/log-in';
import { loginSchema } from '../schemas';
import { ApiError } from '../../../lib/api-client';
import { useLogInOutcome } from '../use-log-in-outcome';
import { ResendVerification } from './resend-verification';
import { SignInRefusal } from './sign-in-refusal';

const EMPTY_LOGIN: LogInPayload = { email: '', password: '' };

interface LoginFormProps {
  target: string;
  /** The password was right and the account asks for a second factor: the pending sign-in's token. */
  onTwoFactorRequired: (challengeToken: string) => void;
}

/**
 * The login form (SITE-SPEC sections 2, 5 and 8), the password step. An account with
 * two-factor sign-in gets no session from it: the page moves on to the code step. A refusal
 * shows at the top of the form as well as in the toast; one for an unverified address
 * offers "Resend verification email" for the address that was sent.
 */
export function LoginForm({ target, onTwoFactorRequired }: LoginFormProps) {
  const { trigger } = useLogIn();
  const outcome = useLogInOutcome(target);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useSendForm({
    initialValues: EMPTY_LOGIN,
    validationSchema: loginSchema,
    send: trigger,
    onSent: (response) => (response.twoFactorRequired ? onTwoFactorRequired(response.challengeToken) : outcome.finish(response.user)),
    onFailed: (error, attempt) => {
      const unverified = error instanceof ApiError && error.code === ACCOUNT_ERROR_CODES.emailNotVerified;
      setUnverifiedEmail(unverified ? attempt.values.email : null);
      outcome.fail(error, attempt);
    },
  });

  return (
    <FormFrame form={form} className="auth-form" words={copy} after={unverifiedEmail && <ResendVerification key={unverifiedEmail} email={unverifiedEmail} />}>
      <SignInRefusal />
      <EmailField copy={copy.email} />
      <div className="auth-form__group">
        <TextField name="password" type="password" label={copy.password.label} autoComplete="current-password" />
        <Link to="/forgot-password" className="auth-form__aside-link">
          {copy.forgotPassword}
        </Link>
      </div>
    </FormFrame>
  );
}
