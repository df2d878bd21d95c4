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
import { useToast } from '../../../components/ui/toast';
import { twoFactorSettingsCopy } from '../../../content/two-factor';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { disableTwoFactorSchema } from '../schemas';
import { OwnerPasswordField } from './owner-password-field';
import { useTwoFactorFailureToast } from './two-factor-failure';

const copy = twoFactorSettingsCopy.disable;

type DisableValues = SecondFactorValues & { password: string };

const EMPTY_VALUES: DisableValues = { password: '', ...EMPTY_SECOND_FACTOR };

/**
 * Turning two-factor off: the password and the app's code (or a recovery code, for a lost
 * device), so a session left open elsewhere cannot remove it. Wrong answers land on their
 * fields and count toward the account lock on the server.
 */
export function DisableTwoFactorForm({ email }: { email: string }) {
  const { trigger } = useDisableTwoFactor();
  const showFailure = useTwoFactorFailureToast();
  const { toast } = useToast();

  async function onSubmit(values: DisableValues, helpers: FormikHelpers<DisableValues>): Promise<void> {
    try {
      await trigger({ password: values.password, ...secondFactorProof(values) });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, values);
      if (fieldErrors) helpers.setErrors(fieldErrors);
      showFailure(error);
      return;
    }
    const { title, description } = twoFactorSettingsCopy.success.disabled;
    toast({ title, description, variant: 'success' });
  }

  const { formik, formRef } = useSubmitFirstForm<DisableValues>({
    initialValues: EMPTY_VALUES,
    validationSchema: disableTwoFactorSchema,
    onSubmit,
  });

  return (
    <FormikProvider value={formik}>
      <form ref={formRef} className="form-grid two-factor-disable" aria-label={copy.formLabel} noValidate onSubmit={formik.handleSubmit}>
        <div>
          <h3 className="two-factor-disable__heading">{copy.heading}</h3>
          <p className="profile-note">{copy.text}</p>
        </div>
        <OwnerPasswordField email={email} label={copy.password.label} />
        <SecondFactorField />
        <div className="profile-card__actions">
          <Button type="submit" variant="danger" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? copy.submitting : copy.submit}
          </Button>
        </div>
      </form>
    </FormikProvider>
  );
}
