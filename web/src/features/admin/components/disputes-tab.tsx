import type { DataColumn } from '../../../components/ui/data-table';
import { adminCopy as copy } from '../../../content/admin';
import { useCursorTrail } from '../api/admin-query';
import { disputesKey, useDisputes, type ListedDisputeRow } from '../api/list-disputes';
import { AdminListing } from './admin-listing';
import { disputeColumns } from './dispute-columns';

const text = copy.disputes;

const COLUMNS: readonly DataColumn<ListedDisputeRow>[] = [
  ...disputeColumns<ListedDisputeRow>(text.columns),
  { header: text.columns.customer, cell: (dispute) => dispute.customer?.email ?? text.deletedCustomer },
];

/** Every buyer's dispute, newest first, with its customer and PayPal's status. */
export function DisputesTab() {
  const trail = useCursorTrail(disputesKey());
  const result = useDisputes(trail.cursor);
  return (
    <section className="admin-section" aria-label={copy.tabs.disputes}>
      <AdminListing
        result={result}
        rows={result.data?.disputes}
        columns={COLUMNS}
        rowKey={(dispute) => dispute.disputeId}
        words={text}
        label={copy.tabs.disputes}
        trail={trail}
      />
    </section>
  );
}
