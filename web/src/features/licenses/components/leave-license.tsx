import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ButtonRow } from '../../../components/ui/button-row';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { memberLicenseCopy as copy } from '../../../content/teams';
import type { LicenseRow } from '../api/get-my-licenses';
import { useLeaveLicense } from '../api/leave-license';

/** A member's Leave: asks first (their devices are released), then the licence leaves the list. */
export function LeaveLicense({ license }: { license: LicenseRow }) {
  const [asking, setAsking] = useState(false);
  const { trigger, isMutating } = useLeaveLicense();
  const { toast, toastFailure } = useToast();

  async function leave() {
    try {
      await trigger(license.id);
      toast({ ...copy.left, variant: 'success' });
    } catch (error) {
      toastFailure(error, copy.leaveFailure.title, copy.leaveFailureLog);
    } finally {
      setAsking(false);
    }
  }

  return (
    <ButtonRow>
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
        {copy.leave}
      </Button>
      <ConfirmDialog open={asking} words={copy.leaveDialog} busy={isMutating} onClose={() => setAsking(false)} onConfirm={() => void leave()}>
        <p>{copy.leaveText}</p>
      </ConfirmDialog>
    </ButtonRow>
  );
}
