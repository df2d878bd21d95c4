import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, type DialogProps } from './dialog';

/** The words of a dialog's two buttons: the way back ("Keep Subscription"), the action, and what the action says while it runs. */
export interface DialogActionWords {
  cancel: string;
  confirm: string;
  busy: string;
}

interface DialogActionsProps {
  words: DialogActionWords;
  /** While true, both buttons are disabled and the action says `words.busy`. */
  busy: boolean;
  /** False while the action cannot run yet (nothing chosen): it stays disabled. */
  ready?: boolean;
  /** `danger` for an action that removes or ends something. */
  variant?: 'primary' | 'danger';
  onCancel: () => void;
  onConfirm: () => void;
}

/** A dialog's footer: the way back, then the action. */
export function DialogActions({ words, busy, ready = true, variant = 'primary', onCancel, onConfirm }: DialogActionsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {words.cancel}
      </Button>
      <Button variant={variant} onClick={onConfirm} disabled={!ready} busy={busy} busyLabel={words.busy}>
        {words.confirm}
      </Button>
    </>
  );
}

/** What a confirmation asks, and its buttons' words. */
export interface ConfirmWords extends DialogActionWords {
  title: string;
  description?: string;
}

interface ConfirmDialogProps extends Pick<DialogActionsProps, 'ready' | 'variant' | 'onConfirm'> {
  open: boolean;
  words: ConfirmWords;
  children?: ReactNode;
  /** While true, both buttons are disabled and Escape, × and the backdrop do not close. */
  busy: boolean;
  /** Small unless told: a choice to make in it wants room. */
  size?: DialogProps['size'];
  onClose: () => void;
}

/** A dialog that asks before an action: a way back, and the action, in the danger style unless told. */
export function ConfirmDialog({ open, words, children, busy, ready, variant = 'danger', size = 'sm', onClose, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={words.title}
      description={words.description}
      size={size}
      footer={<DialogActions words={words} busy={busy} ready={ready} variant={variant} onCancel={onClose} onConfirm={onConfirm} />}
    >
      {children}
    </Dialog>
  );
}
