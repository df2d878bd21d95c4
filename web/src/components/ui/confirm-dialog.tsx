import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

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
      <Button variant={variant} onClick={onConfirm} disabled={busy || !ready}>
        {busy ? words.busy : words.confirm}
      </Button>
    </>
  );
}

/** What a confirmation asks, and its buttons' words. */
export interface ConfirmWords extends DialogActionWords {
  title: string;
  description?: string;
}

interface ConfirmDialogProps {
  open: boolean;
  words: ConfirmWords;
  children?: ReactNode;
  /** While true, both buttons are disabled and Escape, × and the backdrop do not close. */
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** A small dialog that asks before a destructive action: a way back, and the action in the danger style. */
export function ConfirmDialog({ open, words, children, busy, onClose, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={words.title}
      description={words.description}
      size="sm"
      footer={<DialogActions words={words} busy={busy} variant="danger" onCancel={onClose} onConfirm={onConfirm} />}
    >
      {children}
    </Dialog>
  );
}
