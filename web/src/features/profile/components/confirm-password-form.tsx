import { Button } from '../../../components/ui/button';
import { FormFrame, FormStatusError, SecondFactorField, secondFactorProof, showRefusalAtForm, useSendForm } from '../../../components/ui/form';
import { reauthenticationCopy as copy } from '../../../content/dashboard';
import { useConfirmPassword } from '../api/confirm-password';
import { confirmPasswordSchema, EMPTY_OWNER_PROOF } from '../schemas';
import { OwnerPasswordField } from './owner-password-field';

interface ConfirmPasswordFormProps {
  email: string;
  /** Asks for the authenticator's code (or a recovery code) too. */
  twoFactorEnabled: boolean;
  /** Runs once the server accepted: the dangerous action can be retried. */
  onConfirmed: () => Promise<void> | void;
  onCancel: () => void;
  /** The submit button; "Confirm and delete" unless told. */
  submitLabel?: string;
}

/**
 * "Confirm it is you" before a dangerous action, when the sign-in is over 10 minutes old (or,
 * with two-factor sign-in on, gave no code): the password, and the second factor when
 * two-factor sign-in is on. Shown inside a modal
 * dialog, so failures stay in the form (field errors, or a line for the rest) rather than
 * in a toast under the backdrop.
 */
export function ConfirmPasswordForm({ email, twoFactorEnabled, onConfirmed, onCancel, submitLabel = copy.submit.label }: ConfirmPasswordFormProps) {
  const { trigger } = useConfirmPassword();

  const form = useSendForm({
    initialValues: EMPTY_OWNER_PROOF,
    validationSchema: confirmPasswordSchema(twoFactorEnabled),
    send: (values) => trigger({ password: values.password, ...(twoFactorEnabled ? secondFactorProof(values) : {}) }),
    onSent: () => onConfirmed(),
    onFailed: showRefusalAtForm,
  });

  return (
    <FormFrame
      form={form}
      words={{ formLabel: copy.formLabel, submit: { ...copy.submit, label: submitLabel } }}
      submitVariant="danger"
      actionsClassName="profile-card__actions"
      actionsBefore={
        <Button variant="secondary" onClick={onCancel} disabled={form.formik.isSubmitting}>
          {copy.cancel}
        </Button>
      }
    >
      <p>{twoFactorEnabled ? copy.textWithCode : copy.text}</p>
      <OwnerPasswordField email={email} label={copy.password} />
      {twoFactorEnabled && <SecondFactorField />}
      <FormStatusError />
    </FormFrame>
  );
}
