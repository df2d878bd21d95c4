import { formatProviderAmount } from '@pointforge/domain';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { adminCopy as copy } from '../../../content/admin';
import type { CustomerSubscriptionRow } from '../api/get-customer';
import { useSubscriptionPayments, type SubscriptionPaymentRow } from '../api/list-subscription-payments';
import { useRefundPayment } from '../api/refund-payment';
import { AdminActionDialog } from './admin-action-dialog';
import { AdminQueryState } from './admin-query-state';
import { AdminTable } from './admin-table';
import { formatInstant } from './format';

/** PayPal's limit on a refund: seven digits and two decimals, more than zero. */
const AMOUNT_PATTERN = /^(?!0+(\.0{1,2})?$)\d{1,7}(\.\d{1,2})?$/;

const STATUS_TONE: Record<SubscriptionPaymentRow['status'], 'positive' | 'neutral' | 'negative'> = {
  completed: 'positive',
  partially_refunded: 'neutral',
  refunded: 'neutral',
  reversed: 'negative',
  pending: 'neutral',
  declined: 'negative',
};

/** One subscription's payments as PayPal lists them, newest first, each with Refund while something of it is left. */
export function SubscriptionPayments({ subscription }: { subscription: CustomerSubscriptionRow }) {
  const { data, error, isLoading, mutate } = useSubscriptionPayments(subscription.id);
  const [refunding, setRefunding] = useState<SubscriptionPaymentRow | null>(null);
  const text = copy.customer;
  const caption = text.payments(subscription.plan);
  if (!data) return <AdminQueryState error={error} isLoading={isLoading} loadingLabel={copy.loading} onRetry={() => void mutate()} />;
  if (data.payments.length === 0) return <p>{text.noPayments}</p>;
  return (
    <>
      <AdminTable caption={caption} headers={Object.values(text.paymentColumns)}>
        {data.payments.map((payment) => (
          <tr key={payment.id}>
            <td>
              <time dateTime={payment.time}>{formatInstant(payment.time)}</time>
              {payment.latest && <> ({text.latestPayment})</>}
            </td>
            <td>{formatProviderAmount(payment.amount)}</td>
            <td>
              <span className={`status-pill status-pill--${STATUS_TONE[payment.status]}`}>{text.paymentStatus[payment.status]}</span>
            </td>
            <td>
              {payment.refundable && (
                <Button variant="danger" size="sm" aria-label={copy.actions.refund.buttonLabel(formatProviderAmount(payment.amount), formatInstant(payment.time))} onClick={() => setRefunding(payment)}>
                  {copy.actions.refund.button}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      {refunding && <RefundDialog subscriptionId={subscription.id} payment={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}

/** Full or partial, a reason, and what the refund will do, confirmed before anything moves. */
function RefundDialog({ subscriptionId, payment, onClose }: { subscriptionId: string; payment: SubscriptionPaymentRow; onClose: () => void }) {
  const id = useId();
  const [partial, setPartial] = useState(false);
  const [amount, setAmount] = useState('');
  const refundPayment = useRefundPayment();
  const text = copy.actions.refund;
  const paid = formatProviderAmount(payment.amount);
  const when = formatInstant(payment.time);
  const consequence = partial ? text.partialKeeps : payment.latest ? text.endsSubscription : text.keepsSubscription;
  return (
    <AdminActionDialog
      open
      withReason
      title={text.title(paid, when)}
      description={`${text.description} ${consequence}`}
      confirmLabel={text.confirm}
      ready={!partial || AMOUNT_PATTERN.test(amount.trim())}
      run={(reason) => refundPayment({ subscriptionId, paymentId: payment.id, reason, ...(partial ? { amount: amount.trim() } : {}) })}
      onClose={onClose}
    >
      <fieldset className="form-field">
        <label>
          <input type="radio" name={`${id}-kind`} checked={!partial} onChange={() => setPartial(false)} /> {text.full(paid)}
        </label>
        <label>
          <input type="radio" name={`${id}-kind`} checked={partial} onChange={() => setPartial(true)} /> {text.partial}
        </label>
      </fieldset>
      {partial && (
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-amount`}>
            {text.amountLabel(payment.amount.currency)}
          </label>
          <input id={`${id}-amount`} inputMode="decimal" className="form-field__control" maxLength={10} value={amount} onChange={(event) => setAmount(event.target.value)} />
        </div>
      )}
    </AdminActionDialog>
  );
}
