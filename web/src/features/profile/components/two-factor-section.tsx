import { formatLongUsDate } from '@pointforge/domain';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { StatusPill } from '../../../components/ui/status-pill';
import { useToast } from '../../../components/ui/toast';
import { reauthenticationCopy } from '../../../content/dashboard';
import { twoFactorSettingsCopy as copy } from '../../../content/two-factor';
import type { SessionUser } from '../../../lib/session';
import { useBeginTwoFactorEnrolment, type TwoFactorEnrolment } from '../api/begin-two-factor-enrolment';
import { useTwoFactorStatus, type TwoFactorStatus } from '../api/get-two-factor-status';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { needsReauthentication } from '../reauthentication';
import { ConfirmPasswordForm } from './confirm-password-form';
import { DisableTwoFactorForm } from './disable-two-factor-form';
import { ProfileCard } from './profile-card';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorEnrolmentForm } from './two-factor-enrolment-form';
import { useTwoFactorFailureToast } from './two-factor-failure';

/** A change the server refused for want of a recent sign-in, to run again once the password is confirmed. */
interface PendingReauthentication {
  /** Whether to ask for the authenticator's code too (two-factor sign-in is on). */
  withCode: boolean;
  retry: () => Promise<void>;
}

/**
 * The Profile tab's "Two-factor authentication" card. Off: the status and Enable, which
 * shows the QR code, the key in text and a code field; confirmed, the ten recovery codes
 * once. On: the status (since when, codes left), new recovery codes, and the form that turns
 * it off. Turning it on and new codes need a recent sign-in: when the server asks, the card
 * shows the password confirmation (with a code when it is on) and then carries on.
 */
export function TwoFactorSection({ user }: { user: SessionUser }) {
  const headingId = useId();
  const { status, error } = useTwoFactorStatus();
  const { trigger: beginEnrolment, isMutating: starting } = useBeginTwoFactorEnrolment();
  const { trigger: regenerate, isMutating: regenerating } = useRegenerateRecoveryCodes();
  const showFailure = useTwoFactorFailureToast();
  const { toast } = useToast();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [reauthentication, setReauthentication] = useState<PendingReauthentication | null>(null);

  function succeeded({ title, description }: { title: string; description: string }) {
    toast({ title, description, variant: 'success' });
  }

  async function startEnrolment() {
    try {
      setEnrolment(await beginEnrolment());
    } catch (failure) {
      if (needsReauthentication(failure)) setReauthentication({ withCode: false, retry: startEnrolment });
      else showFailure(failure);
    }
  }

  async function regenerateCodes() {
    try {
      setRecoveryCodes((await regenerate()).recoveryCodes);
      succeeded(copy.success.regenerated);
    } catch (failure) {
      if (needsReauthentication(failure)) setReauthentication({ withCode: true, retry: regenerateCodes });
      else showFailure(failure);
    }
  }

  function confirmed(codes: string[]) {
    setEnrolment(null);
    setRecoveryCodes(codes);
    succeeded(copy.success.enabled);
  }

  let body;
  if (reauthentication) {
    body = (
      <ConfirmPasswordForm
        email={user.email}
        twoFactorEnabled={reauthentication.withCode}
        submitLabel={reauthenticationCopy.submitAndContinue}
        onConfirmed={async () => {
          setReauthentication(null);
          await reauthentication.retry();
        }}
        onCancel={() => setReauthentication(null)}
      />
    );
  } else if (recoveryCodes) {
    body = <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (status === undefined) {
    body = <p className="profile-note">{error ? copy.loadFailed : copy.loading}</p>;
  } else if (status.enabled) {
    body = <TwoFactorOn status={status} email={user.email} regenerating={regenerating} onRegenerate={() => void regenerateCodes()} />;
  } else if (enrolment) {
    body = (
      <TwoFactorEnrolmentForm
        enrolment={enrolment}
        onConfirmed={confirmed}
        onCancel={() => setEnrolment(null)}
        onReauthenticationRequired={(retry) => setReauthentication({ withCode: false, retry })}
      />
    );
  } else {
    body = <TwoFactorOff status={status} starting={starting} onEnable={() => void startEnrolment()} />;
  }

  return (
    <ProfileCard headingId={headingId} heading={copy.heading} intro={copy.intro} wide>
      {body}
    </ProfileCard>
  );
}

/** On: the status, new recovery codes, and the form that turns it off. */
function TwoFactorOn({
  status,
  email,
  regenerating,
  onRegenerate,
}: {
  status: TwoFactorStatus;
  email: string;
  regenerating: boolean;
  onRegenerate: () => void;
}) {
  return (
    <>
      <TwoFactorStatusLine status={status} />
      <div className="profile-card__actions">
        <Button variant="secondary" onClick={onRegenerate} busy={regenerating} busyLabel={copy.regenerate.working}>
          {copy.regenerate.button}
        </Button>
      </div>
      <p className="profile-note">{copy.regenerate.note}</p>
      <DisableTwoFactorForm email={email} />
    </>
  );
}

/** Off: the status and Enable. */
function TwoFactorOff({ status, starting, onEnable }: { status: TwoFactorStatus; starting: boolean; onEnable: () => void }) {
  return (
    <>
      <TwoFactorStatusLine status={status} />
      <div className="profile-card__actions">
        <Button onClick={onEnable} busy={starting} busyLabel={copy.starting}>
          {copy.enable}
        </Button>
      </div>
    </>
  );
}

function TwoFactorStatusLine({ status }: { status: TwoFactorStatus }) {
  return (
    <p className="two-factor-status">
      <span className="visually-hidden">{copy.status.label}: </span>
      <StatusPill tone={status.enabled ? 'success' : 'neutral'}>{status.enabled ? copy.status.on : copy.status.off}</StatusPill>
      <span className="profile-note">
        {status.enabled && status.enabledAt
          ? `${copy.status.enabledSince(formatLongUsDate(status.enabledAt))} ${copy.status.recoveryCodesLeft(status.recoveryCodesRemaining)}`
          : copy.status.offText}
      </span>
    </p>
  );
}
