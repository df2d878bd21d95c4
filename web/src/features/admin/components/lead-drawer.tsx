import { nextStatusesOf, type LeadStatus } from '@pointforge/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Drawer } from '../../../components/ui/drawer';
import { StatusPill } from '../../../components/ui/status-pill';
import { adminCopy as copy } from '../../../content/admin';
import { CONTACT_SUBJECT_LABELS, INDUSTRY_LABELS, LEAD_STATUS_LABELS } from '../../../content/status-labels';
import { leadName, type LeadRow } from '../api/list-leads';
import { formatInstant } from './format';
import { LeadHistory } from './lead-history';
import { MoveLeadDialog } from './move-lead-dialog';

interface LeadDrawerProps {
  lead: LeadRow;
  onClose: () => void;
  onMoved: (lead: LeadRow) => void;
}

/** A lead's details in a drawer beside the table (rendered while one is open): what was sent, the moves its pipeline allows next, and its history as a timeline, with Add Note. */
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
            <dd>{INDUSTRY_LABELS[lead.industry]}</dd>
          </>
        ) : (
          <>
            <dt>{fields.subject}</dt>
            <dd>{CONTACT_SUBJECT_LABELS[lead.subject]}</dd>
          </>
        )}
        <dt>{fields.received}</dt>
        <dd>{formatInstant(lead.createdAt)}</dd>
        <dt>{fields.status}</dt>
        <dd>
          <StatusPill tone={LEAD_STATUS_LABELS[lead.status].tone}>{LEAD_STATUS_LABELS[lead.status].label}</StatusPill>
        </dd>
      </dl>
      <h3 className="admin-drawer__heading">{fields.message}</h3>
      <p className="admin-drawer__message">{lead.message ?? copy.drawer.noMessage}</p>

      <h3 className="admin-drawer__heading">{copy.drawer.moves}</h3>
      {next.length > 0 ? (
        <div className="admin-drawer__moves">
          {next.map((status) => (
            <Button key={status} variant="secondary" onClick={() => setMoveTo(status)}>
              {copy.move.button(LEAD_STATUS_LABELS[status].label)}
            </Button>
          ))}
        </div>
      ) : (
        <p>{copy.drawer.final}</p>
      )}

      <h3 className="admin-drawer__heading">{copy.drawer.history}</h3>
      <LeadHistory lead={lead} />

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
