import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { adminCopy as copy } from '../../../content/admin';
import { useEndSessions } from '../api/end-sessions';
import { useCustomer, type CustomerDetail } from '../api/get-customer';
import { customerName } from '../api/list-customers';
import { useResendVerification } from '../api/resend-verification';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { useSyncSubscription } from '../api/sync-subscription';
import { AdminActionDialog } from './admin-action-dialog';
import { AdminQueryState } from './admin-query-state';
import { CustomerLicenses } from './customer-licenses';
import { formatInstant } from './format';
import { AdminTable } from './admin-table';
import { DisputeCells } from './dispute-cells';
import { SubscriptionPayments } from './subscription-payments';

type AccountAction = 'resend-verification' | 'end-sessions' | 'reset-two-factor';

/** One customer in a drawer beside the table: profile, licences and devices, subscriptions, sessions, emails, and support's actions. */
export function CustomerDrawer({ customerId, onClose }: { customerId: string; onClose: () => void }) {
  const { data, error, isLoading, mutate } = useCustomer(customerId);
  return (
    <Dialog open onClose={onClose} size="lg" className="admin-drawer" title={data ? customerName(data.customer) : copy.loading}>
      {data ? (
        <CustomerDetails detail={data} />
      ) : (
        <AdminQueryState error={error} isLoading={isLoading} loadingLabel={copy.loading} onRetry={() => void mutate()} />
      )}
    </Dialog>
  );
}

function CustomerDetails({ detail }: { detail: CustomerDetail }) {
  const { customer } = detail;
  const [action, setAction] = useState<AccountAction | null>(null);
  const resendVerification = useResendVerification();
  const endSessions = useEndSessions();
  const resetTwoFactor = useResetTwoFactor();
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
          <Button variant="secondary" onClick={() => setAction('resend-verification')}>
            {copy.actions.resendVerification.button}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setAction('end-sessions')}>
          {copy.actions.endSessions.button}
        </Button>
        {customer.twoFactorEnabled && (
          <Button variant="danger" onClick={() => setAction('reset-two-factor')}>
            {copy.actions.resetTwoFactor.button}
          </Button>
        )}
      </div>

      <h3 className="admin-drawer__heading">{text.licenses}</h3>
      <CustomerLicenses customerId={customer.id} licenses={detail.licenses} />

      <h3 className="admin-drawer__heading">{text.subscriptions}</h3>
      <CustomerSubscriptions detail={detail} />

      <h3 className="admin-drawer__heading">{text.disputes}</h3>
      <CustomerDisputes detail={detail} />

      <h3 className="admin-drawer__heading">{text.sessions}</h3>
      <CustomerSessions detail={detail} />

      <h3 className="admin-drawer__heading">{text.emails}</h3>
      <CustomerEmails detail={detail} />

      <AdminActionDialog
        open={action === 'resend-verification'}
        title={copy.actions.resendVerification.title}
        description={copy.actions.resendVerification.description(customer.email)}
        confirmLabel={copy.actions.resendVerification.confirm}
        run={() => resendVerification({ customerId: customer.id })}
        onClose={() => setAction(null)}
      />
      <AdminActionDialog
        open={action === 'end-sessions'}
        title={copy.actions.endSessions.title}
        description={copy.actions.endSessions.description(customer.email)}
        confirmLabel={copy.actions.endSessions.confirm}
        run={() => endSessions({ customerId: customer.id })}
        onClose={() => setAction(null)}
      />
      <AdminActionDialog
        open={action === 'reset-two-factor'}
        title={copy.actions.resetTwoFactor.title}
        description={copy.actions.resetTwoFactor.description(customer.email)}
        confirmLabel={copy.actions.resetTwoFactor.confirm}
        run={() => resetTwoFactor({ customerId: customer.id })}
        onClose={() => setAction(null)}
      />
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
      <AdminTable caption={text.subscriptions} headers={Object.values(text.subscriptionColumns)}>
        {detail.subscriptions.map((subscription) => (
          <tr key={subscription.id}>
            <td>
              {subscription.plan} ({subscription.billingType})
            </td>
            <td>{subscription.status}</td>
            <td>{subscription.endDate ? formatInstant(subscription.endDate) : ''}</td>
            <td>{subscription.nextBillingDate ? formatInstant(subscription.nextBillingDate) : ''}</td>
            <td>
              {subscription.paypalSubscriptionId && (
                <div className="admin-drawer__moves">
                  <Button variant="secondary" size="sm" onClick={() => setSyncing(subscription.id)}>
                    {copy.actions.sync.button}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-expanded={showingPayments === subscription.id}
                    onClick={() => setShowingPayments(showingPayments === subscription.id ? null : subscription.id)}
                  >
                    {showingPayments === subscription.id ? text.hidePayments : text.showPayments}
                  </Button>
                </div>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
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

/** The disputes opened over the customer's payments. */
function CustomerDisputes({ detail }: { detail: CustomerDetail }) {
  const text = copy.customer;
  return detail.disputes.length === 0 ? (
    <p>{text.noDisputes}</p>
  ) : (
    <AdminTable
      caption={text.disputes}
      headers={[text.disputeColumns.opened, text.disputeColumns.dispute, text.disputeColumns.reason, text.disputeColumns.amount, text.disputeColumns.status]}
    >
      {detail.disputes.map((dispute) => (
        <tr key={dispute.disputeId}>
          <DisputeCells dispute={dispute} />
        </tr>
      ))}
    </AdminTable>
  );
}

/** The customer's signed-in sessions. */
function CustomerSessions({ detail }: { detail: CustomerDetail }) {
  const text = copy.customer;
  return detail.sessions.length === 0 ? (
    <p>{text.noSessions}</p>
  ) : (
    <AdminTable caption={text.sessions} headers={[text.sessionColumns.created, text.sessionColumns.lastActive, text.sessionColumns.expires]}>
      {detail.sessions.map((session) => (
        <tr key={session.createdAt + session.lastSeenAt}>
          <td>{formatInstant(session.createdAt)}</td>
          <td>{formatInstant(session.lastSeenAt)}</td>
          <td>{formatInstant(session.expiresAt)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** The emails sent to the customer, with how their delivery went. */
function CustomerEmails({ detail }: { detail: CustomerDetail }) {
  const text = copy.customer;
  return detail.emails.length === 0 ? (
    <p>{text.noEmails}</p>
  ) : (
    <AdminTable caption={text.emails} headers={Object.values(text.emailColumns)}>
      {detail.emails.map((email) => (
        <tr key={email.idempotencyKey}>
          <td>{formatInstant(email.updatedAt)}</td>
          <td>
            <code>{email.template}</code>
          </td>
          <td>
            <span className={`status-pill status-pill--${email.status === 'sent' ? 'positive' : 'negative'}`}>{text.deliveryStatus[email.status]}</span>
          </td>
          <td>{email.attempts}</td>
          <td>{email.lastError}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
