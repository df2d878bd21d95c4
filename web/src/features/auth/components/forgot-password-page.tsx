import { FormikProvider, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { serverFieldErrors, SubmitButton, TextField, useSubmitFirstForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { AUTH_ERROR_TOAST_TITLE, forgotPasswordCopy as copy } from '../../../content/auth';
import { errorMessage } from '../../../lib/api-client';
import { useRequestPasswordReset, type ForgotPasswordPayload } from '../api/forgot-password';
import { forgotPasswordSchema } from '../schemas';
import { AuthCard } from './auth-card';

const EMPTY_REQUEST: ForgotPasswordPayload = { email: '' };

/**
 * /forgot-password: an email form, then "Check Your Email". The page and the toast say the
 * same thing whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  const { trigger } = useRequestPasswordReset();
  const { toast } = useToast();
  const [sent, setSent] = useState(false);

  async function onSubmit(values: ForgotPasswordPayload, helpers: FormikHelpers<ForgotPasswordPayload>): Promise<void> {
    try {
      await trigger(values);
    } catch (error) {
      console.error(copy.failureLog, error);
      const fieldErrors = serverFieldErrors(error, values);
      if (fieldErrors) helpers.setErrors(fieldErrors);
      toast({ title: AUTH_ERROR_TOAST_TITLE, description: errorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title: copy.success.title, description: copy.success.description, variant: 'success' });
    setSent(true);
  }

  const { formik, formRef } = useSubmitFirstForm<ForgotPasswordPayload>({
    initialValues: EMPTY_REQUEST,
    validationSchema: forgotPasswordSchema,
    onSubmit,
  });

  if (sent) {
    return (
      <AuthCard title={copy.sentTitle} intro={copy.sentMessage} focusTitle>
        <div className="auth-card__actions">
          <ButtonLink to="/login">{copy.returnToLogin}</ButtonLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={copy.title}
      intro={copy.intro}
      footer={
        <p>
          {copy.rememberPassword} <Link to="/login">{copy.loginLink}</Link>
        </p>
      }
    >
      <FormikProvider value={formik}>
        <form ref={formRef} className="form-grid auth-form" aria-label={copy.formLabel} noValidate onSubmit={formik.handleSubmit}>
          <TextField name="email" type="email" label={copy.email.label} placeholder={copy.email.placeholder} autoComplete="email" />
          <div className="form-actions">
            <SubmitButton submitting={formik.isSubmitting} label={copy.submit} busyLabel={copy.submitting} />
          </div>
        </form>
      </FormikProvider>
    </AuthCard>
  );
}
