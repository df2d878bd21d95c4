import { FormFrame, SecondFactorField, secondFactorProof, useSendForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { twoFactorSettingsCopy } from '../../../content/two-factor';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { disableTwoFactorSchema, EMPTY_OWNER_PROOF } from '../schemas';
import { OwnerPasswordField } from './owner-password-field';
import { useTwoFactorFailureToast } from './two-factor-failure';

const copy = twoFactorSettingsCopy.disable;

/**
 * Turning two-factor off: the password and the app's code (or a recovery code, for a lost
 * device), so a session left open elsewhere cannot remove it. Wrong answers land on their
 * fields and count toward the account lock on the server.
 */
export function DisableTwoFactorForm({ email }: { email: string }) {
  const { trigger } = useDisableTwoFactor();
  const showFailure = useTwoFactorFailureToast();
  const { toast } = useToast();

  const form = useSendForm({
    initialValues: EMPTY_OWNER_PROOF,
    validationSchema: disableTwoFactorSchema,
    send: (values) => trigger({ password: values.password, ...secondFactorProof(values) }),
    onSent: () => toast({ ...twoFactorSettingsCopy.success.disabled, variant: 'success' }),
    onFailed: showFailure,
  });

  return (
    <FormFrame form={form} className="two-factor-disable" words={copy} submitVariant="danger" actionsClassName="profile-card__actions">
      <div>
        <h3 className="two-factor-disable__heading">{copy.heading}</h3>
        <p className="profile-note">{copy.text}</p>
      </div>
      <OwnerPasswordField email={email} label={copy.password.label} />
      <SecondFactorField />
    </FormFrame>
  );
}
