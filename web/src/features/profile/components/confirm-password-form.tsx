import { FormikProvider, type FormikHelpers } from 'formik';
import { Button } from '../../../components/ui/button';
import {
  EMPTY_SECOND_FACTOR,
  SecondFactorField,
  secondFactorProof,
  serverFieldErrors,
  useSubmitFirstForm,
  type SecondFactorValues,
} from '../../../components/ui/form';
import { reauthenticationCopy as copy } from '../../../content/dashboard';
import { errorMessage } from '../../../lib/api-client';
import { useConfirmPassword } from '../api/confirm-password';
import { confirmPasswordSchema } from '../schemas';
import { OwnerPasswordField } from './owner-password-field';

type ConfirmValues = SecondFactorValues & { password: string };

const EMPTY_VALUES: ConfirmValues = { password: '', ...EMPTY_SECOND_FACTOR };

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
export function ConfirmPasswordForm({ email, twoFactorEnabled, onConfirmed, onCancel, submitLabel = copy.submit }: ConfirmPasswordFormProps) {
  const { trigger } = useConfirmPassword();

  async function onSubmit(values: ConfirmValues, helpers: FormikHelpers<ConfirmValues>): Promise<void> {
    helpers.setStatus(undefined);
    try {
      await trigger({ password: values.password, ...(twoFactorEnabled ? secondFactorProof(values) : {}) });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, values);
      if (fieldErrors) helpers.setErrors(fieldErrors);
      else helpers.setStatus(errorMessage(error));
      return;
    }
    await onConfirmed();
  }

  const { formik, formRef } = useSubmitFirstForm<ConfirmValues>({
    initialValues: EMPTY_VALUES,
    validationSchema: confirmPasswordSchema(twoFactorEnabled),
    onSubmit,
  });

  return (
    <FormikProvider value={formik}>
      <form ref={formRef} className="form-grid" aria-label={copy.formLabel} noValidate onSubmit={formik.handleSubmit}>
        <p>{twoFactorEnabled ? copy.textWithCode : copy.text}</p>
        <OwnerPasswordField email={email} label={copy.password} />
        {twoFactorEnabled && <SecondFactorField />}
        <div aria-live="polite">
          {typeof formik.status === 'string' && (
            <p className="form-field__error" role="alert">
              {formik.status}
            </p>
          )}
        </div>
        <div className="profile-card__actions">
          <Button variant="secondary" onClick={onCancel} disabled={formik.isSubmitting}>
            {copy.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? copy.submitting : submitLabel}
          </Button>
        </div>
      </form>
    </FormikProvider>
  );
}
