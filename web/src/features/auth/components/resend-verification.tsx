import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { resendVerificationCopy as copy } from '../../../content/auth';
import { ApiError } from '../../../lib/api-client';
import { useResendVerification } from '../api/resend-verification';

type Outcome = 'sent' | 'limited' | 'failed';

/**
 * "Resend verification email", offered under the login form once a sign-in was refused
 * because `email` is not verified. The confirmation is the same words for every address
 * (the API never tells whether one is registered); too many requests (429) are said politely.
 */
export function ResendVerification({ email }: { email: string }) {
  const { trigger, isMutating } = useResendVerification();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function resend() {
    setOutcome(null);
    try {
      await trigger({ email });
      setOutcome('sent');
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 429)) console.error(copy.failureLog, error);
      setOutcome(error instanceof ApiError && error.status === 429 ? 'limited' : 'failed');
    }
  }

  return (
    <div className="auth-form__group">
      <p className="fine-print">{copy.prompt}</p>
      <Button variant="secondary" onClick={() => void resend()} busy={isMutating} busyLabel={copy.sending}>
        {copy.resend}
      </Button>
      <p className="fine-print" role="status">
        {outcome && copy[outcome]}
      </p>
    </div>
  );
}
