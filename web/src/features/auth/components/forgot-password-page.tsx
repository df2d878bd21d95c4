import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { EmailField, FormFrame, useSendForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { AUTH_ERROR_TOAST_TITLE, forgotPasswordCopy as copy } from '../../../content/auth';
import { useRequestPasswordReset, type ForgotPasswordPayload } from '../api/forgot-password';
import { forgotPasswordSchema } from '../schemas';
import { AuthCard, AuthFooterLink } from './auth-card';

const EMPTY_REQUEST: ForgotPasswordPayload = { email: '' };

/**
 * /forgot-password: an email form, then "Check Your Email". The page and the toast say the
 * same thing whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  const { trigger } = useRequestPasswordReset();
  const { toast, toastFailure } = useToast();
  const [sent, setSent] = useState(false);

  const form = useSendForm({
    initialValues: EMPTY_REQUEST,
    validationSchema: forgotPasswordSchema,
    send: trigger,
    onSent: () => {
      toast({ ...copy.success, variant: 'success' });
      setSent(true);
    },
    onFailed: (error) => toastFailure(error, AUTH_ERROR_TOAST_TITLE, copy.failureLog),
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
    <AuthCard title={copy.title} intro={copy.intro} footer={<AuthFooterLink text={copy.rememberPassword} to="/login" label={copy.loginLink} />}>
      <FormFrame form={form} className="auth-form" words={copy}>
        <EmailField copy={copy.email} />
      </FormFrame>
    </AuthCard>
  );
}
