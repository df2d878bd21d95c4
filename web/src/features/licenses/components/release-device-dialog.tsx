import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { deviceCopy as copy } from '../../../content/licenses';

interface ReleaseDeviceDialogProps {
  /** The device asked about, by the name the list shows; null when the dialog is closed. */
  deviceName: string | null;
  releasing: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before releasing a device: says that the seat is freed and the app there will ask for a licence again. */
export function ReleaseDeviceDialog({ deviceName, releasing, onClose, onConfirm }: ReleaseDeviceDialogProps) {
  return (
    <ConfirmDialog
      open={deviceName !== null}
      title={copy.dialogTitle}
      keepLabel={copy.keep}
      confirmLabel={copy.confirm}
      busyLabel={copy.releasing}
      busy={releasing}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      {deviceName !== null && <p>{copy.dialogText(deviceName)}</p>}
    </ConfirmDialog>
  );
}
