import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { FormFrame, TextField, useSendForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { AUTH_ERROR_TOAST_TITLE, resetPasswordCopy as copy } from '../../../content/auth';
import { ApiError } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordSchema } from '../schemas';
import { useRedirectAfterDelay } from '../use-redirect-after-delay';
import { AuthCard } from './auth-card';
import { AuthNotice } from './auth-notice';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

const EMPTY_RESET: ResetValues = { password: '', confirmPassword: '' };

/** No answer, too many tries or a server fault: the link may still be good, so the form stays for another try. */
function worthRetrying(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);
}

function RequestNewLink() {
  return (
    <div className="auth-card__actions">
      <ButtonLink to="/forgot-password">{copy.requestNewLink}</ButtonLink>
    </div>
  );
}

/**
 * /reset-password/:token (SITE-SPEC section 2): the new password twice, then success
 * (on to /login?reset=true after 3 s) or failure (a link that does not work). A password
 * the server refuses (too common) is shown on its field and the form stays.
 */
function ResetPasswordForm({ token }: { token: string }) {
  const { trigger } = useResetPassword();
  const { toast, toastFailure } = useToast();
  const [result, setResult] = useState<'done' | 'failed' | null>(null);
  useRedirectAfterDelay('/login?reset=true', result === 'done');

  const form = useSendForm({
    initialValues: EMPTY_RESET,
    validationSchema: resetPasswordSchema,
    send: ({ password }) => trigger({ token, password }),
    onSent: () => {
      toast({ ...copy.success, variant: 'success' });
      setResult('done');
    },
    onFailed: (error, { fieldErrors }) => {
      toastFailure(error, AUTH_ERROR_TOAST_TITLE, copy.failureLog);
      if (!fieldErrors && !worthRetrying(error)) setResult('failed');
    },
  });

  if (result === 'done') {
    return (
      <AuthCard title={copy.successTitle} focusTitle>
        <AuthNotice tone="success">{copy.successMessage}</AuthNotice>
        <div className="auth-card__actions">
          <ButtonLink to="/login?reset=true" replace>
            {copy.goToLogin}
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  if (result === 'failed') {
    return (
      <AuthCard title={copy.title} focusTitle>
        <AuthNotice tone="error">{copy.failureMessage}</AuthNotice>
        <RequestNewLink />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={copy.title} intro={copy.intro}>
      <FormFrame form={form} className="auth-form" words={copy}>
        <TextField name="password" type="password" label={copy.password.label} placeholder={copy.password.placeholder} autoComplete="new-password" />
        <TextField
          name="confirmPassword"
          type="password"
          label={copy.confirmPassword.label}
          placeholder={copy.confirmPassword.placeholder}
          autoComplete="new-password"
        />
      </FormFrame>
    </AuthCard>
  );
}

/** The reset page; without a token in the address there is nothing to reset. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  if (!token) {
    return (
      <AuthCard title={copy.title}>
        <AuthNotice tone="error">{copy.missingToken}</AuthNotice>
        <RequestNewLink />
      </AuthCard>
    );
  }
  // A new token starts afresh rather than keeping another link's result.
  return <ResetPasswordForm key={token} token={token} />;
}
