import { Button } from '../../../components/ui/button';
import { ButtonRow } from '../../../components/ui/button-row';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useConfirmedAction } from '../../../components/ui/use-confirmed-action';
import { memberLicenseCopy as copy } from '../../../content/teams';
import type { LicenseRow } from '../api/get-my-licenses';
import { useLeaveLicense } from '../api/leave-license';

/** A member's Leave: asks first (their devices are released), then the licence leaves the list. */
export function LeaveLicense({ license }: { license: LicenseRow }) {
  const { trigger, isMutating } = useLeaveLicense();
  const leave = useConfirmedAction({ run: trigger, done: copy.left, failure: copy.leaveFailure });
  return (
    <ButtonRow>
      <Button variant="secondary" size="sm" onClick={() => leave.ask(license.id)}>
        {copy.leave}
      </Button>
      <ConfirmDialog open={leave.asked !== null} words={copy.leaveDialog} busy={isMutating} onClose={leave.close} onConfirm={() => void leave.confirm()}>
        <p>{copy.leaveText}</p>
      </ConfirmDialog>
    </ButtonRow>
  );
}
