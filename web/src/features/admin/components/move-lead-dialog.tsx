import { LEAD_NOTE_MAX_LENGTH, type LeadStatus } from '@pointforge/domain';
import { TextareaField } from '../../../components/ui/form';
import { adminCopy as copy } from '../../../content/admin';
import { LEAD_STATUS_LABELS } from '../../../content/status-labels';
import { leadName, type LeadRow } from '../api/list-leads';
import { useMoveLead } from '../api/move-lead';
import { moveLeadSchema } from '../schemas';
import { AdminActionDialog } from './admin-action-dialog';

interface MoveLeadDialogProps {
  lead: LeadRow;
  /** The status to confirm; null while closed. */
  to: LeadStatus | null;
  onClose: () => void;
  onMoved: (lead: LeadRow) => void;
}

const NOTE_VALUES = { note: '' };

/** Confirms one status move, with an optional note for the audit log, and toasts the outcome. */
export function MoveLeadDialog({ lead, to, onClose, onMoved }: MoveLeadDialogProps) {
  const moveLead = useMoveLead();
  const target = to ?? lead.status;
  const label = LEAD_STATUS_LABELS[target].label;
  return (
    <AdminActionDialog
      open={to !== null}
      title={copy.move.title(label)}
      description={copy.move.description(leadName(lead), LEAD_STATUS_LABELS[lead.status].label, label)}
      confirmLabel={copy.move.confirm}
      initialValues={NOTE_VALUES}
      validationSchema={moveLeadSchema}
      run={({ note }) => moveLead({ type: lead.type, id: lead.id, status: target, note: note || undefined })}
      outcomeTitles={copy.move}
      onDone={(reply) => onMoved(reply.lead)}
      onClose={onClose}
    >
      <TextareaField name="note" label={copy.move.noteLabel} optional rows={3} maxLength={LEAD_NOTE_MAX_LENGTH} />
    </AdminActionDialog>
  );
}
