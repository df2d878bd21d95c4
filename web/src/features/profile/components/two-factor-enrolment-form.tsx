import { Button } from '../../../components/ui/button';
import { AuthenticatorCodeField, FormFrame, useSendForm } from '../../../components/ui/form';
import { twoFactorSettingsCopy } from '../../../content/two-factor';
import type { TwoFactorEnrolment } from '../api/begin-two-factor-enrolment';
import { useConfirmTwoFactorEnrolment } from '../api/confirm-two-factor-enrolment';
import { needsReauthentication } from '../reauthentication';
import { confirmTwoFactorSchema } from '../schemas';
import { useTwoFactorFailureToast } from './two-factor-failure';

const copy = twoFactorSettingsCopy.enrol;

/** The setup key in groups of four, as authenticator apps and password managers print them. */
function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

interface TwoFactorEnrolmentFormProps {
  enrolment: TwoFactorEnrolment;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
  /** The sign-in grew over 10 minutes old meanwhile: the page asks for the password, then runs `retry`. */
  onReauthenticationRequired: (retry: () => Promise<void>) => void;
}

/**
 * Step two of turning two-factor on: the QR code (drawn by our API, no third party) and the
 * same key in text, then the app's code to confirm. A wrong code lands on the field. When
 * the server asks for the password first, the same code is sent again once it is confirmed.
 */
export function TwoFactorEnrolmentForm({ enrolment, onConfirmed, onCancel, onReauthenticationRequired }: TwoFactorEnrolmentFormProps) {
  const { trigger } = useConfirmTwoFactorEnrolment();
  const showFailure = useTwoFactorFailureToast();

  const form = useSendForm({
    initialValues: { code: '' },
    validationSchema: confirmTwoFactorSchema,
    send: ({ code }) => trigger({ code: code.trim() }),
    onSent: (confirmed) => onConfirmed(confirmed.recoveryCodes),
    onFailed: (error, { values }) => {
      if (!needsReauthentication(error)) {
        showFailure(error);
        return;
      }
      onReauthenticationRequired(async () => {
        try {
          onConfirmed((await trigger({ code: values.code.trim() })).recoveryCodes);
        } catch (retryError) {
          showFailure(retryError);
        }
      });
    },
  });

  return (
    <div className="two-factor-enrolment">
      <p>{copy.stepScan}</p>
      <img className="two-factor-enrolment__qr" src={enrolment.qrCode} alt={copy.qrAlt} width={200} height={200} />
      <p>{copy.stepSecret}</p>
      <p className="two-factor-enrolment__secret">
        <span className="visually-hidden">{copy.secretLabel}: </span>
        <code>{groupedSecret(enrolment.secret)}</code>
      </p>
      <p>{copy.stepCode}</p>
      <FormFrame
        form={form}
        words={copy}
        actionsClassName="profile-card__actions"
        actionsAfter={
          <Button variant="ghost" onClick={onCancel} disabled={form.formik.isSubmitting}>
            {copy.cancel}
          </Button>
        }
      >
        <AuthenticatorCodeField />
      </FormFrame>
    </div>
  );
}
