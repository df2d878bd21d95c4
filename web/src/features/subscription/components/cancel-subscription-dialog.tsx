import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { subscriptionTabCopy as copy } from '../../../content/billing';

interface CancelSubscriptionDialogProps {
  open: boolean;
  /** The end of access, in long US format, when known. */
  accessUntil: string | null;
  cancelling: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before cancelling; says that the licence stays valid until its expiry. */
export function CancelSubscriptionDialog({ open, accessUntil, cancelling, onClose, onConfirm }: CancelSubscriptionDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!cancelling) onClose();
      }}
      title={copy.dialogTitle}
      description={copy.dialogDescription}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={cancelling}>
            {copy.keep}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={cancelling}>
            {cancelling ? copy.cancelling : copy.confirm}
          </Button>
        </>
      }
    >
      <p>{copy.dialogText(accessUntil)}</p>
    </Dialog>
  );
}
