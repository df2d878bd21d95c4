import type { LeadStatus } from '@pointforge/domain';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { adminCopy as copy, LEAD_STATUS_LABELS } from '../../../content/admin';
import { errorMessage } from '../../../lib/api-client';
import { leadName, type LeadRow } from '../api/list-leads';
import { useMoveLead } from '../api/move-lead';

interface MoveLeadDialogProps {
  lead: LeadRow;
  /** The status to confirm; null while closed. */
  to: LeadStatus | null;
  onClose: () => void;
  onMoved: (lead: LeadRow) => void;
}

/** Confirms one status move, with an optional note for the audit log, and toasts the outcome. */
export function MoveLeadDialog({ lead, to, onClose, onMoved }: MoveLeadDialogProps) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  const moveLead = useMoveLead();
  const target = to ?? lead.status;

  async function confirm() {
    setBusy(true);
    try {
      const reply = await moveLead({ type: lead.type, id: lead.id, status: target, note: note.trim() || undefined });
      toast({ title: copy.move.done, description: reply.message, variant: 'success' });
      setNote('');
      onMoved(reply.lead);
    } catch (error) {
      toast({ title: copy.move.failed, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const label = LEAD_STATUS_LABELS[target];
  return (
    <Dialog
      open={to !== null}
      onClose={onClose}
      size="sm"
      closeOnBackdrop={false}
      title={copy.move.title(label)}
      description={copy.move.description(leadName(lead), LEAD_STATUS_LABELS[lead.status], label)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {copy.move.cancel}
          </Button>
          <Button onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
            {copy.move.confirm}
          </Button>
        </>
      }
    >
      <div className="form-field">
        <label className="form-field__label" htmlFor={noteId}>
          {copy.move.noteLabel} <span className="form-field__optional">(optional)</span>
        </label>
        <textarea id={noteId} className="form-field__control" rows={3} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
    </Dialog>
  );
}
