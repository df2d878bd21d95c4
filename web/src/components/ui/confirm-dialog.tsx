import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The button that backs out ("Keep Subscription"). */
  keepLabel: string;
  /** The destructive button, and what it reads while the action runs. */
  confirmLabel: string;
  busyLabel: string;
  /** While true, both buttons are disabled and Escape, × and the backdrop do not close. */
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** A small dialog that asks before a destructive action: a way back, and the action in the danger style. */
export function ConfirmDialog({ open, title, description, children, keepLabel, confirmLabel, busyLabel, busy, onClose, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {keepLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
