import { DEFAULT_AFTER_LOGIN } from '@pointforge/domain';
import { FormikProvider, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { serverFieldErrors, SubmitButton, TextField, useSubmitFirstForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { AUTH_ERROR_TOAST_TITLE, registerCopy as copy } from '../../../content/auth';
import { errorMessage } from '../../../lib/api-client';
import { useRegister, type RegisterPayload } from '../api/register';
import { withRedirect } from '../redirect-query';
import { registerSchema } from '../schemas';
import { TermsDialog } from './terms-dialog';

interface RegisterValues {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  password: string;
}

const EMPTY_REGISTRATION: RegisterValues = { email: '', firstName: '', lastName: '', company: '', password: '' };

/**
 * The API takes the optional profile fields only when they say something, and the
 * destination after sign-in (`target`) only when it is not the dashboard: the verification
 * link then carries it.
 */
function registerPayload({ email, password, firstName, lastName, company }: RegisterValues, target: string): RegisterPayload {
  const payload: RegisterPayload = { email, password };
  if (firstName.trim()) payload.firstName = firstName;
  if (lastName.trim()) payload.lastName = lastName;
  if (company.trim()) payload.company = company;
  if (target !== DEFAULT_AFTER_LOGIN) payload.redirect = target;
  return payload;
}

/**
 * The sign-up form (SITE-SPEC sections 2, 5 and 7). Success leads to /login?registered=true,
 * still carrying the destination after sign-in (`target`); a failure is logged, shown in an
 * Error toast with the server's message, and its field errors land on their fields
 * (DECISIONS.md "Web").
 */
export function RegisterForm({ target }: { target: string }) {
  const { trigger } = useRegister();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [termsOpen, setTermsOpen] = useState(false);

  async function onSubmit(values: RegisterValues, helpers: FormikHelpers<RegisterValues>): Promise<void> {
    try {
      await trigger(registerPayload(values, target));
    } catch (error) {
      console.error(copy.failureLog, error);
      const fieldErrors = serverFieldErrors(error, values);
      if (fieldErrors) helpers.setErrors(fieldErrors);
      toast({ title: AUTH_ERROR_TOAST_TITLE, description: errorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title: copy.success.title, description: copy.success.description, variant: 'success' });
    await navigate(withRedirect('/login?registered=true', target));
  }

  const { formik, formRef } = useSubmitFirstForm<RegisterValues>({
    initialValues: EMPTY_REGISTRATION,
    validationSchema: registerSchema,
    onSubmit,
  });

  return (
    <FormikProvider value={formik}>
      <form ref={formRef} className="form-grid auth-form" aria-label={copy.formLabel} noValidate onSubmit={formik.handleSubmit}>
        <TextField name="email" type="email" label={copy.email.label} placeholder={copy.email.placeholder} autoComplete="email" />
        <div className="form-grid__row">
          <TextField name="firstName" label={copy.firstName.label} placeholder={copy.firstName.placeholder} autoComplete="given-name" optional />
          <TextField name="lastName" label={copy.lastName.label} placeholder={copy.lastName.placeholder} autoComplete="family-name" optional />
        </div>
        <TextField name="company" label={copy.company.label} placeholder={copy.company.placeholder} autoComplete="organization" optional />
        <TextField name="password" type="password" label={copy.password.label} placeholder={copy.password.placeholder} autoComplete="new-password" />
        <p className="auth-form__note">
          {copy.agreement.before}
          <button type="button" className="link-button" onClick={() => setTermsOpen(true)}>
            {copy.agreement.terms}
          </button>
          {copy.agreement.between}
          <Link to="/privacy-policy">{copy.agreement.privacy}</Link>
          {copy.agreement.after}
        </p>
        <div className="form-actions">
          <SubmitButton submitting={formik.isSubmitting} label={copy.submit} busyLabel={copy.submitting} />
        </div>
      </form>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </FormikProvider>
  );
}
