import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { rotateKeyCopy as copy } from '../../../content/teams';
import { useRotateKey } from '../api/rotate-key';

/**
 * Rotate Key (the owner's): asks first, saying what happens to the old key and the devices,
 * then replaces the key on the licence with the new one the server answered.
 */
export function RotateKeyButton({ licenseId }: { licenseId: string }) {
  const [asking, setAsking] = useState(false);
  const { trigger, isMutating } = useRotateKey();
  const { toast, toastFailure } = useToast();

  async function rotate() {
    try {
      await trigger(licenseId);
      toast({ ...copy.done, variant: 'success' });
    } catch (error) {
      toastFailure(error, copy.failure.title, copy.failureLog);
    } finally {
      setAsking(false);
    }
  }

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
        {copy.button}
      </Button>
      <ConfirmDialog open={asking} words={copy.dialog} busy={isMutating} onClose={() => setAsking(false)} onConfirm={() => void rotate()}>
        <p>{copy.dialogText}</p>
      </ConfirmDialog>
    </>
  );
}
