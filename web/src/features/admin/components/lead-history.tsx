import { LEAD_NOTE_MAX_LENGTH, type LeadStatus } from '@pointforge/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/form';
import { StatusPill } from '../../../components/ui/status-pill';
import { Timeline, type TimelineEvent } from '../../../components/ui/timeline';
import { adminCopy as copy } from '../../../content/admin';
import { LEAD_STATUS_LABELS } from '../../../content/status-labels';
import { useAddLeadNote } from '../api/add-lead-note';
import { useAudit, type AuditRow } from '../api/list-audit';
import type { LeadRow } from '../api/list-leads';
import { leadNoteSchema } from '../schemas';
import { AdminActionDialog } from './admin-action-dialog';
import { formatInstant } from './format';

const text = copy.history;

/** A status as its pill; a status no longer in the pipeline as it was stored. */
function Status({ status }: { status: unknown }) {
  const known = LEAD_STATUS_LABELS[status as LeadStatus];
  return known ? <StatusPill tone={known.tone}>{known.label}</StatusPill> : <StatusPill>{String(status)}</StatusPill>;
}

/** What an entry of the lead's audit trail did: a move from → to, or a note alone, with the note. */
function eventOf(entry: AuditRow): TimelineEvent {
  const before = (entry.before ?? {}) as { status?: unknown };
  const after = (entry.after ?? {}) as { status?: unknown; note?: unknown };
  const moved = entry.action.endsWith('.status_changed');
  return {
    id: entry.id,
    at: entry.at,
    atLabel: formatInstant(entry.at),
    who: entry.actor.email,
    children: (
      <>
        {moved ? (
          <>
            <span className="visually-hidden">{text.moved} </span>
            <Status status={before.status} />
            <span aria-hidden="true">→</span>
            <span className="visually-hidden"> {text.to} </span>
            <Status status={after.status} />
          </>
        ) : (
          <span>{text.noteAdded}</span>
        )}
        {typeof after.note === 'string' && <p className="timeline__note">{after.note}</p>}
      </>
    ),
  };
}

/** The lead's history from the audit log, newest first, as a timeline; and Add Note, which writes to it without moving the lead. */
export function LeadHistory({ lead }: { lead: LeadRow }) {
  const { data } = useAudit({ target: lead.id }, undefined);
  const [adding, setAdding] = useState(false);
  const addNote = useAddLeadNote();

  return (
    <>
      <div className="admin-drawer__moves">
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          {text.addNote}
        </Button>
      </div>
      {data && (data.entries.length === 0 ? <p>{copy.drawer.noHistory}</p> : <Timeline label={copy.drawer.history} events={data.entries.map(eventOf)} />)}
      {adding && (
        <AdminActionDialog
          open
          title={text.dialogTitle}
          description={text.dialogDescription}
          confirmLabel={text.confirm}
          requirement={text.requirement(LEAD_NOTE_MAX_LENGTH)}
          initialValues={{ note: '' }}
          validationSchema={leadNoteSchema}
          run={({ note }) => addNote({ type: lead.type, id: lead.id, note })}
          outcomeTitles={text}
          onClose={() => setAdding(false)}
        >
          <TextareaField name="note" label={text.noteLabel} rows={4} maxLength={LEAD_NOTE_MAX_LENGTH} />
        </AdminActionDialog>
      )}
    </>
  );
}
