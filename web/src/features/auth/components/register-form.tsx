import { DEFAULT_AFTER_LOGIN } from '@pointforge/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmailField, FormFrame, NameFields, TextField, useSendForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { AUTH_ERROR_TOAST_TITLE, registerCopy as copy } from '../../../content/auth';
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

/** The invitation a sign-up comes from (/invite/:token): its token and the address it was sent to. */
export interface RegisterInvitation {
  token: string;
  email: string;
}

/**
 * The API takes the optional profile fields only when they say something, and the
 * destination after sign-in (`target`) only when it is not the dashboard: the verification
 * link then carries it.
 */
function registerPayload({ email, password, firstName, lastName, company }: RegisterValues, target: string, invitation?: RegisterInvitation): RegisterPayload {
  const payload: RegisterPayload = { email, password };
  if (invitation) payload.invitationToken = invitation.token;
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
 * (DECISIONS.md "Web"). From an invitation, the address it was sent to is filled in, the
 * sign-up carries its token, and the login page's banner says the licence follows the
 * verification.
 */
export function RegisterForm({ target, invitation }: { target: string; invitation?: RegisterInvitation }) {
  const { trigger } = useRegister();
  const navigate = useNavigate();
  const { toast, toastFailure } = useToast();
  const [termsOpen, setTermsOpen] = useState(false);

  const form = useSendForm({
    initialValues: invitation ? { ...EMPTY_REGISTRATION, email: invitation.email } : EMPTY_REGISTRATION,
    validationSchema: registerSchema,
    send: (values) => trigger(registerPayload(values, target, invitation)),
    onSent: async () => {
      toast({ ...copy.success, variant: 'success' });
      await navigate(withRedirect(invitation ? '/login?registered=true&invited=true' : '/login?registered=true', target));
    },
    onFailed: (error) => toastFailure(error, AUTH_ERROR_TOAST_TITLE, copy.failureLog),
  });

  return (
    <>
      <FormFrame form={form} className="auth-form" words={copy}>
        <EmailField copy={copy.email} />
        <NameFields />
        <TextField name="password" type="password" label={copy.password.label} placeholder={copy.password.placeholder} autoComplete="new-password" />
        <p className="fine-print">
          {copy.agreement.before}
          <button type="button" className="link-button" onClick={() => setTermsOpen(true)}>
            {copy.agreement.terms}
          </button>
          {copy.agreement.between}
          <Link to="/privacy-policy">{copy.agreement.privacy}</Link>
          {copy.agreement.after}
        </p>
      </FormFrame>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </>
  );
}
