import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { adminCopy as copy } from '../../../content/admin';
import { errorMessage, type ApiSuccess } from '../../../lib/api-client';

/** Longest reason the API keeps with a licence action. */
const REASON_MAX_LENGTH = 1000;

interface AdminActionDialogProps {
  /** Null while closed. */
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** Asks for a reason (required) and hands it to `run`. */
  withReason?: boolean;
  /** More fields (the days of an extension), and whether they are ready to send. */
  children?: ReactNode;
  ready?: boolean;
  run: (reason: string) => Promise<ApiSuccess>;
  onClose: () => void;
}

/** Confirms one console action, optionally with its reason, runs it and toasts the server's answer. */
export function AdminActionDialog({ open, title, description, confirmLabel, withReason = false, children, ready = true, run, onClose }: AdminActionDialogProps) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  const canSend = ready && (!withReason || reason.trim() !== '');

  async function confirm() {
    setBusy(true);
    try {
      const reply = await run(reason.trim());
      toast({ title: copy.actions.done, description: reply.message, variant: 'success' });
      setReason('');
      onClose();
    } catch (error) {
      toast({ title: copy.actions.failed, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      size="sm"
      closeOnBackdrop={false}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {copy.actions.cancel}
          </Button>
          <Button onClick={() => void confirm()} disabled={busy || !canSend} aria-busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {withReason && (
        <div className="form-field">
          <label className="form-field__label" htmlFor={reasonId}>
            {copy.actions.reasonLabel}
          </label>
          <textarea id={reasonId} className="form-field__control" rows={3} required maxLength={REASON_MAX_LENGTH} value={reason} onChange={(event) => setReason(event.target.value)} />
        </div>
      )}
    </Dialog>
  );
}
