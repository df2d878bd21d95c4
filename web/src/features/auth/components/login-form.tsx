import { FormikProvider, type FormikHelpers } from 'formik';
import { Link, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '../../../components/ui/button';
import { serverFieldErrors, TextField, useSubmitFirstForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { loginCopy as copy } from '../../../content/auth';
import { SESSION_KEY } from '../../../lib/session';
import { useLogIn, type LogInPayload } from '../api/log-in';
import { serverMessage } from '../failure-message';
import { loginSchema } from '../schemas';

const EMPTY_LOGIN: LogInPayload = { email: '', password: '' };

/**
 * The login form (SITE-SPEC sections 2, 5 and 8). On success the session cache takes the
 * returned user before leaving, so the next page (the dashboard guards on it) already
 * sees the visitor signed in.
 */
export function LoginForm({ target }: { target: string }) {
  const { trigger } = useLogIn();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
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
    await mutate(SESSION_KEY, response.user, { revalidate: false });
    toast({ title: copy.success.title, variant: 'success' });
    await navigate(target, { replace: true });
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
          <Button type="submit" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? copy.submitting : copy.submit}
          </Button>
        </div>
      </form>
    </FormikProvider>
  );
}
