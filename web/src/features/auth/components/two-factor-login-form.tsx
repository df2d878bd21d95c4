import { EMPTY_SECOND_FACTOR, FormFrame, SecondFactorField, secondFactorProof, useSendForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { twoFactorLoginCopy as copy } from '../../../content/two-factor';
import { ApiError } from '../../../lib/api-client';
import { useCompleteTwoFactorLogIn } from '../api/complete-two-factor-log-in';
import { twoFactorLoginSchema } from '../schemas';
import { useLogInOutcome } from '../use-log-in-outcome';
import { SignInRefusal } from './sign-in-refusal';

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
  const outcome = useLogInOutcome(target);
  const { toast } = useToast();

  const form = useSendForm({
    initialValues: EMPTY_SECOND_FACTOR,
    validationSchema: twoFactorLoginSchema,
    send: (values) => trigger({ challengeToken, ...secondFactorProof(values) }),
    onSent: (response) => outcome.finish(response.user),
    onFailed: (error, attempt) => {
      if (error instanceof ApiError && error.code === CHALLENGE_INVALID) {
        toast({ ...copy.expired, variant: 'destructive' });
        onRestart();
        return;
      }
      outcome.fail(error, attempt);
    },
  });

  return (
    <FormFrame
      form={form}
      className="auth-form"
      words={copy}
      after={
        <button type="button" className="link-button auth-form__restart" onClick={onRestart}>
          {copy.startOver}
        </button>
      }
    >
      <SignInRefusal />
      <SecondFactorField focusOnMount />
    </FormFrame>
  );
}
