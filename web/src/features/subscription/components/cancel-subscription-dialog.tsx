import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={open}
      title={copy.dialogTitle}
      description={copy.dialogDescription}
      keepLabel={copy.keep}
      confirmLabel={copy.confirm}
      busyLabel={copy.cancelling}
      busy={cancelling}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <p>{copy.dialogText(accessUntil)}</p>
    </ConfirmDialog>
  );
}
