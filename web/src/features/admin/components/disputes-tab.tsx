import { useState } from 'react';
import { adminCopy as copy } from '../../../content/admin';
import { useDisputes } from '../api/list-disputes';
import { AdminListing } from './admin-listing';
import { DisputeCells } from './dispute-cells';

/** Every buyer's dispute, newest first, with its customer and PayPal's status. */
export function DisputesTab() {
  const [page, setPage] = useState(1);
  const result = useDisputes(page);
  const columns = copy.disputes.columns;
  return (
    <section className="admin-section" aria-label={copy.tabs.disputes}>
      <AdminListing
        result={result}
        caption={copy.disputes.caption}
        headers={[columns.opened, columns.dispute, columns.reason, columns.amount, columns.status, columns.customer]}
        rowCount={result.data?.disputes.length ?? 0}
        empty={copy.disputes.empty}
        label={copy.tabs.disputes}
        onPage={setPage}
      >
        {result.data?.disputes.map((dispute) => (
          <tr key={dispute.disputeId}>
            <DisputeCells dispute={dispute} />
            <td>{dispute.customer?.email ?? copy.disputes.deletedCustomer}</td>
          </tr>
        ))}
      </AdminListing>
    </section>
  );
}
