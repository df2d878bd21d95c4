import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { DataColumn } from '../../../components/ui/data-table';
import { Drawer } from '../../../components/ui/drawer';
import { StatusPill } from '../../../components/ui/status-pill';
import { adminCopy as copy } from '../../../content/admin';
import { BILLING_TYPE_LABELS, PLAN_LABELS, SUBSCRIPTION_STATUS_LABELS } from '../../../content/status-labels';
import type { ApiSuccess } from '../../../lib/api-client';
import { useEndSessions } from '../api/end-sessions';
import { useCustomer, type CustomerDetail } from '../api/get-customer';
import { customerName } from '../api/list-customers';
import { useResendVerification } from '../api/resend-verification';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { useSyncSubscription } from '../api/sync-subscription';
import { AdminActionDialog } from './admin-action-dialog';
import { AdminQueryState } from './admin-query-state';
import { AdminTable } from './admin-table';
import { DISPUTE_COLUMNS, DrawerTable, EMAIL_COLUMNS, SESSION_COLUMNS } from './customer-drawer-tables';
import { CustomerLicenses } from './customer-licenses';
import { formatInstant } from './format';
import { SubscriptionPayments } from './subscription-payments';

type AccountAction = 'resendVerification' | 'endSessions' | 'resetTwoFactor';

/** One customer in a drawer beside the table: profile, licences and devices, subscriptions, sessions, emails, and support's actions. */
export function CustomerDrawer({ customerId, onClose }: { customerId: string; onClose: () => void }) {
  const { data, error, isLoading, mutate } = useCustomer(customerId);
  return (
    <Drawer open onClose={onClose} title={data ? customerName(data.customer) : copy.loading}>
      {data ? (
        <CustomerDetails detail={data} />
      ) : (
        <AdminQueryState error={error} isLoading={isLoading} loadingLabel={copy.loading} onRetry={() => void mutate()} />
      )}
    </Drawer>
  );
}

function CustomerDetails({ detail }: { detail: CustomerDetail }) {
  const { customer } = detail;
  const [action, setAction] = useState<AccountAction | null>(null);
  const runners: Record<AccountAction, (input: { customerId: string }) => Promise<ApiSuccess>> = {
    resendVerification: useResendVerification(),
    endSessions: useEndSessions(),
    resetTwoFactor: useResetTwoFactor(),
  };
  const fields = copy.customer.fields;
  const text = copy.customer;

  return (
    <>
      <dl className="admin-drawer__fields">
        <dt>{fields.email}</dt>
        <dd>{customer.email}</dd>
        <dt>{fields.company}</dt>
        <dd>{customer.company ?? text.none}</dd>
        <dt>{fields.joined}</dt>
        <dd>{formatInstant(customer.createdAt)}</dd>
        <dt>{fields.verified}</dt>
        <dd>{customer.isVerified ? copy.customers.yes : copy.customers.no}</dd>
        <dt>{fields.twoFactor}</dt>
        <dd>{customer.twoFactorEnabled ? text.on : text.off}</dd>
        <dt>{fields.role}</dt>
        <dd>{customer.role}</dd>
      </dl>
      <div className="admin-drawer__moves">
        {!customer.isVerified && (
          <Button variant="secondary" onClick={() => setAction('resendVerification')}>
            {copy.actions.resendVerification.button}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setAction('endSessions')}>
          {copy.actions.endSessions.button}
        </Button>
        {customer.twoFactorEnabled && (
          <Button variant="danger" onClick={() => setAction('resetTwoFactor')}>
            {copy.actions.resetTwoFactor.button}
          </Button>
        )}
      </div>

      <h3 className="admin-drawer__heading">{text.licenses}</h3>
      <CustomerLicenses customerId={customer.id} licenses={detail.licenses} />

      <h3 className="admin-drawer__heading">{text.subscriptions}</h3>
      <CustomerSubscriptions detail={detail} />

      <h3 className="admin-drawer__heading">{text.disputes}</h3>
      <DrawerTable caption={text.disputes} empty={text.noDisputes} rows={detail.disputes} columns={DISPUTE_COLUMNS} rowKey={(dispute) => dispute.disputeId} />

      <h3 className="admin-drawer__heading">{text.sessions}</h3>
      <DrawerTable
        caption={text.sessions}
        empty={text.noSessions}
        rows={detail.sessions}
        columns={SESSION_COLUMNS}
        rowKey={(session) => session.createdAt + session.lastSeenAt}
      />

      <h3 className="admin-drawer__heading">{text.emails}</h3>
      <DrawerTable caption={text.emails} empty={text.noEmails} rows={detail.emails} columns={EMAIL_COLUMNS} rowKey={(email) => email.idempotencyKey} />

      {action && (
        <AdminActionDialog
          open
          title={copy.actions[action].title}
          description={copy.actions[action].description(customer.email)}
          confirmLabel={copy.actions[action].confirm}
          run={() => runners[action]({ customerId: customer.id })}
          onClose={() => setAction(null)}
        />
      )}
    </>
  );
}

/** The subscriptions, each with Sync with PayPal and its payments (read from PayPal when opened, with Refund). */
function CustomerSubscriptions({ detail }: { detail: CustomerDetail }) {
  const [syncing, setSyncing] = useState<string | null>(null);
  const [showingPayments, setShowingPayments] = useState<string | null>(null);
  const paymentsOf = detail.subscriptions.find((subscription) => subscription.id === showingPayments);
  const syncSubscription = useSyncSubscription();
  const text = copy.customer;
  if (detail.subscriptions.length === 0) return <p>{text.noSubscriptions}</p>;
  return (
    <>
      <AdminTable
        caption={text.subscriptions}
        columns={subscriptionColumns(showingPayments, setSyncing, (id) => setShowingPayments(showingPayments === id ? null : id))}
        rows={detail.subscriptions}
        rowKey={(subscription) => subscription.id}
      />
      {paymentsOf && <SubscriptionPayments subscription={paymentsOf} />}
      <AdminActionDialog
        open={syncing !== null}
        title={copy.actions.sync.title}
        description={copy.actions.sync.description}
        confirmLabel={copy.actions.sync.confirm}
        run={() => syncSubscription({ subscriptionId: syncing ?? '' })}
        onClose={() => setSyncing(null)}
      />
    </>
  );
}

type SubscriptionRow = CustomerDetail['subscriptions'][number];

/** Plan, status and dates, then Sync with PayPal and the payments' toggle for one PayPal knows. */
function subscriptionColumns(
  showingPayments: string | null,
  onSync: (id: string) => void,
  onTogglePayments: (id: string) => void,
): DataColumn<SubscriptionRow>[] {
  const text = copy.customer;
  const columns = text.subscriptionColumns;
  return [
    { header: columns.plan, cell: (subscription) => text.planAndBilling(PLAN_LABELS[subscription.plan], BILLING_TYPE_LABELS[subscription.billingType]) },
    {
      header: columns.status,
      cell: (subscription) => (
        <StatusPill tone={SUBSCRIPTION_STATUS_LABELS[subscription.status].tone}>{SUBSCRIPTION_STATUS_LABELS[subscription.status].label}</StatusPill>
      ),
    },
    { header: columns.endDate, cell: (subscription) => (subscription.endDate ? formatInstant(subscription.endDate) : '') },
    { header: columns.nextBilling, cell: (subscription) => (subscription.nextBillingDate ? formatInstant(subscription.nextBillingDate) : '') },
    {
      header: columns.sync,
      cell: (subscription) =>
        subscription.paypalSubscriptionId && (
          <div className="admin-drawer__moves">
            <Button variant="secondary" size="sm" onClick={() => onSync(subscription.id)}>
              {copy.actions.sync.button}
            </Button>
            <Button variant="secondary" size="sm" aria-expanded={showingPayments === subscription.id} onClick={() => onTogglePayments(subscription.id)}>
              {showingPayments === subscription.id ? text.hidePayments : text.showPayments}
            </Button>
          </div>
        ),
    },
  ];
}
