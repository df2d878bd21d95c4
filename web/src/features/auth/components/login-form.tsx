import { FormikProvider, type FormikHelpers } from 'formik';
import { Link } from 'react-router';
import { serverFieldErrors, SubmitButton, TextField, useSubmitFirstForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { loginCopy as copy } from '../../../content/auth';
import { useLogIn, type LogInPayload } from '../api/log-in';
import { serverMessage } from '../failure-message';
import { loginSchema } from '../schemas';
import { useFinishLogIn } from '../use-finish-log-in';

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
  const finishLogIn = useFinishLogIn(target);
  const { toast } = useToast();

  async function onSubmit(values: LogInPayload, helpers: FormikHelpers<LogInPayload>): Promise<void> {
    let response;
    try {
      response = await trigger(values);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, values);
      if (fieldErrors) helpers.setErrors(fieldErrors);
      toast({ title: copy.failure.title, description: serverMessage(error) ?? copy.failure.fallback, variant: 'destructive' });
      return;
    }
    if (response.twoFactorRequired) {
      onTwoFactorRequired(response.challengeToken);
      return;
    }
    await finishLogIn(response.user);
  }

  const { formik, formRef } = useSubmitFirstForm<LogInPayload>({
    initialValues: EMPTY_LOGIN,
    validationSchema: loginSchema,
    onSubmit,
  });

  return (
    <FormikProvider value={formik}>
      <form ref={formRef} className="form-grid auth-form" aria-label={copy.formLabel} noValidate onSubmit={formik.handleSubmit}>
        <TextField name="email" type="email" label={copy.email.label} placeholder={copy.email.placeholder} autoComplete="email" />
        <div className="auth-form__password">
          <TextField name="password" type="password" label={copy.password.label} autoComplete="current-password" />
          <Link to="/forgot-password" className="auth-form__aside-link">
            {copy.forgotPassword}
          </Link>
        </div>
        <div className="form-actions">
          <SubmitButton submitting={formik.isSubmitting} label={copy.submit} busyLabel={copy.submitting} />
        </div>
      </form>
    </FormikProvider>
  );
}
