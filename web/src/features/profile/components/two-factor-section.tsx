import { formatLongUsDate } from '@pointforge/domain';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { twoFactorSettingsCopy as copy } from '../../../content/two-factor';
import type { SessionUser } from '../../../lib/session';
import { useBeginTwoFactorEnrolment, type TwoFactorEnrolment } from '../api/begin-two-factor-enrolment';
import { useTwoFactorStatus, type TwoFactorStatus } from '../api/get-two-factor-status';
import { DisableTwoFactorForm } from './disable-two-factor-form';
import { ProfileCard } from './profile-card';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorEnrolmentForm } from './two-factor-enrolment-form';
import { useTwoFactorFailureToast } from './two-factor-failure';

/**
 * The Profile tab's "Two-factor authentication" card. Off: the status and Enable, which
 * shows the QR code, the key in text and a code field; confirmed, the ten recovery codes
 * once. On: the status (since when, codes left) and the form that turns it off.
 */
export function TwoFactorSection({ user }: { user: SessionUser }) {
  const headingId = useId();
  const { status, error } = useTwoFactorStatus();
  const { trigger: beginEnrolment, isMutating: starting } = useBeginTwoFactorEnrolment();
  const showFailure = useTwoFactorFailureToast();
  const { toast } = useToast();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  async function startEnrolment() {
    try {
      setEnrolment(await beginEnrolment());
    } catch (failure) {
      showFailure(failure);
    }
  }

  function confirmed(codes: string[]) {
    setEnrolment(null);
    setRecoveryCodes(codes);
    const { title, description } = copy.success.enabled;
    toast({ title, description, variant: 'success' });
  }

  let body;
  if (recoveryCodes) {
    body = <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (status === undefined) {
    body = <p className="profile-note">{error ? copy.loadFailed : copy.loading}</p>;
  } else if (status.enabled) {
    body = (
      <>
        <TwoFactorStatusLine status={status} />
        <DisableTwoFactorForm email={user.email} />
      </>
    );
  } else if (enrolment) {
    body = <TwoFactorEnrolmentForm enrolment={enrolment} onConfirmed={confirmed} onCancel={() => setEnrolment(null)} />;
  } else {
    body = (
      <>
        <TwoFactorStatusLine status={status} />
        <div className="profile-card__actions">
          <Button onClick={() => void startEnrolment()} disabled={starting}>
            {starting ? copy.starting : copy.enable}
          </Button>
        </div>
      </>
    );
  }

  return (
    <ProfileCard headingId={headingId} heading={copy.heading} intro={copy.intro} wide>
      {body}
    </ProfileCard>
  );
}

function TwoFactorStatusLine({ status }: { status: TwoFactorStatus }) {
  return (
    <p className="two-factor-status">
      <span className="visually-hidden">{copy.status.label}: </span>
      <span className={`status-pill status-pill--${status.enabled ? 'positive' : 'neutral'}`}>
        {status.enabled ? copy.status.on : copy.status.off}
      </span>
      <span className="profile-note">
        {status.enabled && status.enabledAt
          ? `${copy.status.enabledSince(formatLongUsDate(status.enabledAt))} ${copy.status.recoveryCodesLeft(status.recoveryCodesRemaining)}`
          : copy.status.offText}
      </span>
    </p>
  );
}
