import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useConfirmedAction } from '../../../components/ui/use-confirmed-action';
import { rotateKeyCopy as copy } from '../../../content/teams';
import { useRotateKey } from '../api/rotate-key';

/**
 * Rotate Key (the owner's): asks first, saying what happens to the old key and the devices,
 * then replaces the key on the licence with the new one the server answered.
 */
export function RotateKeyButton({ licenseId }: { licenseId: string }) {
  const { trigger, isMutating } = useRotateKey();
  const rotate = useConfirmedAction({ run: trigger, done: copy.done, failure: copy.failure });
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => rotate.ask(licenseId)}>
        {copy.button}
      </Button>
      <ConfirmDialog open={rotate.asked !== null} words={copy.dialog} busy={isMutating} onClose={rotate.close} onConfirm={() => void rotate.confirm()}>
        <p>{copy.dialogText}</p>
      </ConfirmDialog>
    </>
  );
}
