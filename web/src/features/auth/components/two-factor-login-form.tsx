import { EMPTY_SECOND_FACTOR, FormFrame, SecondFactorField, secondFactorProof, useSendForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { loginCopy } from '../../../content/auth';
import { twoFactorLoginCopy as copy } from '../../../content/two-factor';
import { ApiError } from '../../../lib/api-client';
import { useCompleteTwoFactorLogIn } from '../api/complete-two-factor-log-in';
import { serverMessage } from '../failure-message';
import { twoFactorLoginSchema } from '../schemas';
import { useFinishLogIn } from '../use-finish-log-in';

/** The API's code for a pending sign-in that is unknown, expired or used. */
const CHALLENGE_INVALID = 'ACCOUNTS.LOGIN_CHALLENGE_INVALID';

interface TwoFactorLoginFormProps {
  target: string;
  /** From the password step. */
  challengeToken: string;
  /** Back to the password step: the visitor asked, or the pending sign-in ran out. */
  onRestart: () => void;
}

/**
 * The code step of a two-factor sign-in: the authenticator's code, or a recovery code
 * instead. A wrong code keeps the form (and counts toward the account lock on the server);
 * an expired pending sign-in sends the visitor back to the password step.
 */
export function TwoFactorLoginForm({ target, challengeToken, onRestart }: TwoFactorLoginFormProps) {
  const { trigger } = useCompleteTwoFactorLogIn();
  const finishLogIn = useFinishLogIn(target);
  const { toast } = useToast();

  const form = useSendForm({
    initialValues: EMPTY_SECOND_FACTOR,
    validationSchema: twoFactorLoginSchema,
    send: (values) => trigger({ challengeToken, ...secondFactorProof(values) }),
    onSent: (response) => finishLogIn(response.user),
    onFailed: (error) => {
      if (error instanceof ApiError && error.code === CHALLENGE_INVALID) {
        toast({ ...copy.expired, variant: 'destructive' });
        onRestart();
        return;
      }
      toast({ title: loginCopy.failure.title, description: serverMessage(error) ?? loginCopy.failure.fallback, variant: 'destructive' });
    },
  });

  return (
    <FormFrame
      form={form}
      className="auth-form"
      label={copy.formLabel}
      submit={copy.submit}
      after={
        <button type="button" className="link-button auth-form__restart" onClick={onRestart}>
          {copy.startOver}
        </button>
      }
    >
      <SecondFactorField focusOnMount />
    </FormFrame>
  );
}
