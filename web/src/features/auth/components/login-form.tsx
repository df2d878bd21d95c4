import { Link } from 'react-router';
import { EmailField, FormFrame, TextField, useSendForm } from '../../../components/ui/form';
import { loginCopy as copy } from '../../../content/auth';
import { useLogIn, type LogInPayload } from '../api/log-in';
import { loginSchema } from '../schemas';
import { useLogInOutcome } from '../use-log-in-outcome';

const EMPTY_LOGIN: LogInPayload = { email: '', password: '' };

interface LoginFormProps {
  target: string;
  /** The password was right and the account asks for a second factor: the pending sign-in's token. */
  onTwoFactorRequired: (challengeToken: string) => void;
}

/**
 * The login form (SITE-SPEC sections 2, 5 and 8), the password step. An account with
 * two-factor sign-in gets no session from it: the page moves on to the code step.
 */
export function LoginForm({ target, onTwoFactorRequired }: LoginFormProps) {
  const { trigger } = useLogIn();
  const outcome = useLogInOutcome(target);
  const form = useSendForm({
    initialValues: EMPTY_LOGIN,
    validationSchema: loginSchema,
    send: trigger,
    onSent: (response) => (response.twoFactorRequired ? onTwoFactorRequired(response.challengeToken) : outcome.finish(response.user)),
    onFailed: outcome.fail,
  });

  return (
    <FormFrame form={form} className="auth-form" words={copy}>
      <EmailField copy={copy.email} />
      <div className="auth-form__password">
        <TextField name="password" type="password" label={copy.password.label} autoComplete="current-password" />
        <Link to="/forgot-password" className="auth-form__aside-link">
          {copy.forgotPassword}
        </Link>
      </div>
    </FormFrame>
  );
}
