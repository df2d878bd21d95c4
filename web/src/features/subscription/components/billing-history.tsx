import { DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { billingHistoryCopy as copy } from '../../../content/billing-history';
import { useBillingHistory } from '../api/get-billing-history';
import { BILLING_HISTORY_COLUMNS } from './billing-history-columns';
import './billing-history.css';
import { Panel, PanelHeading, PanelLoading } from './subscription-panel';

/**
 * The Subscription tab's "Billing history" card (issue #28): every payment, refund and
 * reversal of the account with its invoice or credit note to download; a spinner while it
 * loads, the failure with Try Again, and what will appear here while there is nothing yet.
 */
export function BillingHistory() {
  const { history, error, isValidating, reload } = useBillingHistory();
  if (!history) return <PanelLoading words={copy} failed={Boolean(error)} retrying={isValidating} onRetry={() => void reload()} />;
  return (
    <Panel>
      {(headingId) =>
        history.length > 0 ? (
          <>
            <PanelHeading id={headingId}>{copy.heading}</PanelHeading>
            <p className="muted-text">{copy.intro}</p>
            <DataTable caption={copy.caption} columns={BILLING_HISTORY_COLUMNS} rows={history} rowKey={(row) => row.entryId} className="billing-history" />
          </>
        ) : (
          <EmptyState
            heading={<PanelHeading id={headingId}>{copy.heading}</PanelHeading>}
            title={copy.empty}
            text={copy.emptyText}
            className="subscription-empty"
          >
            {null}
          </EmptyState>
        )
      }
    </Panel>
  );
}
