import { formatProviderAmount } from '@pointforge/domain';
import type { DataColumn } from '../../../components/ui/data-table';
import { StatusPill } from '../../../components/ui/status-pill';
import { disputeOutcomeLabel, disputeReasonLabel, disputeStatusLabel } from '../../../content/status-labels';
import type { DisputeRow } from '../api/list-disputes';
import { Instant } from './instant';

interface DisputeHeaders {
  opened: string;
  dispute: string;
  reason: string;
  amount: string;
  status: string;
}

/** What a dispute shows in both the drawer and the Disputes list: opened, its id, reason, amount and PayPal's status. */
export function disputeColumns<Row extends DisputeRow>(headers: DisputeHeaders): DataColumn<Row>[] {
  return [
    { header: headers.opened, cell: (dispute) => <Instant value={dispute.openedAt} /> },
    { header: headers.dispute, cell: (dispute) => <code>{dispute.disputeId}</code> },
    { header: headers.reason, cell: (dispute) => (dispute.reason ? disputeReasonLabel(dispute.reason) : '') },
    { header: headers.amount, cell: (dispute) => (dispute.amount ? formatProviderAmount(dispute.amount) : '') },
    {
      header: headers.status,
      cell: (dispute) => (
        <>
          <StatusPill tone={disputeStatusLabel(dispute.status).tone}>{disputeStatusLabel(dispute.status).label}</StatusPill>
          {dispute.outcome && <> {disputeOutcomeLabel(dispute.outcome)}</>}
        </>
      ),
    },
  ];
}
