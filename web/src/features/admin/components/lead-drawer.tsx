import { nextStatusesOf, type LeadStatus } from '@pointforge/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Drawer } from '../../../components/ui/drawer';
import { adminCopy as copy, LEAD_STATUS_LABELS } from '../../../content/admin';
import { leadName, type LeadRow } from '../api/list-leads';
import { useAudit } from '../api/list-audit';
import { formatInstant } from './format';
import { MoveLeadDialog } from './move-lead-dialog';

interface LeadDrawerProps {
  lead: LeadRow;
  onClose: () => void;
  onMoved: (lead: LeadRow) => void;
}

/** A lead's details in a drawer beside the table (rendered while one is open): what was sent, the moves its pipeline allows next, and its history. */
export function LeadDrawer({ lead, onClose, onMoved }: LeadDrawerProps) {
  const [moveTo, setMoveTo] = useState<LeadStatus | null>(null);
  const next = nextStatusesOf(lead.type, lead.status);
  const fields = copy.drawer.fields;

  return (
    <Drawer open onClose={onClose} title={copy.drawer.title(leadName(lead))}>
      <dl className="admin-drawer__fields">
        <dt>{fields.email}</dt>
        <dd>{lead.email}</dd>
        {lead.type === 'demo' ? (
          <>
            <dt>{fields.company}</dt>
            <dd>{lead.company}</dd>
            <dt>{fields.industry}</dt>
            <dd>{lead.industry}</dd>
          </>
        ) : (
          <>
            <dt>{fields.subject}</dt>
            <dd>{lead.subject}</dd>
          </>
        )}
        <dt>{fields.received}</dt>
        <dd>{formatInstant(lead.createdAt)}</dd>
        <dt>{fields.status}</dt>
        <dd>
          <span className="status-pill status-pill--neutral">{LEAD_STATUS_LABELS[lead.status]}</span>
        </dd>
      </dl>
      <h3 className="admin-drawer__heading">{fields.message}</h3>
      <p className="admin-drawer__message">{lead.message ?? copy.drawer.noMessage}</p>

      <h3 className="admin-drawer__heading">{copy.drawer.moves}</h3>
      {next.length > 0 ? (
        <div className="admin-drawer__moves">
          {next.map((status) => (
            <Button key={status} variant="secondary" onClick={() => setMoveTo(status)}>
              {copy.move.button(LEAD_STATUS_LABELS[status])}
            </Button>
          ))}
        </div>
      ) : (
        <p>{copy.drawer.final}</p>
      )}

      <h3 className="admin-drawer__heading">{copy.drawer.history}</h3>
      <LeadHistory leadId={lead.id} />

      <MoveLeadDialog
        lead={lead}
        to={moveTo}
        onClose={() => setMoveTo(null)}
        onMoved={(moved) => {
          setMoveTo(null);
          onMoved(moved);
        }}
      />
    </Drawer>
  );
}

function LeadHistory({ leadId }: { leadId: string }) {
  const { data } = useAudit({ target: leadId, page: 1 });
  if (!data) return null;
  if (data.entries.length === 0) return <p>{copy.drawer.noHistory}</p>;
  return (
    <ol className="admin-drawer__history">
      {data.entries.map((entry) => (
        <li key={entry.id}>
          <time dateTime={entry.at}>{formatInstant(entry.at)}</time> {entry.actor.email}: {JSON.stringify(entry.before)} → {JSON.stringify(entry.after)}
        </li>
      ))}
    </ol>
  );
}
