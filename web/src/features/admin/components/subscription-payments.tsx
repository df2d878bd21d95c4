import { formatProviderAmount, REFUND_REASON_MAX_LENGTH } from '@pointforge/domain';
import { useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { DataColumn } from '../../../components/ui/data-table';
import { TextField } from '../../../components/ui/form';
import { StatusPill } from '../../../components/ui/status-pill';
import { adminCopy as copy } from '../../../content/admin';
import { PAYMENT_STATUS_LABELS, PLAN_LABELS } from '../../../content/status-labels';
import type { CustomerSubscriptionRow } from '../api/get-customer';
import { useSubscriptionPayments, type SubscriptionPaymentRow } from '../api/list-subscription-payments';
import { useRefundPayment } from '../api/refund-payment';
import { refundSchema } from '../schemas';
import { AdminActionDialog, ReasonField } from './admin-action-dialog';
import { AdminQueryState } from './admin-query-state';
import { AdminTable } from './admin-table';
import { formatInstant } from './format';
import { Instant } from './instant';

/** One subscription's payments as PayPal lists them, newest first, each with Refund while something of it is left. */
export function SubscriptionPayments({ subscription }: { subscription: CustomerSubscriptionRow }) {
  const { data, error, isLoading, mutate } = useSubscriptionPayments(subscription.id);
  const [refunding, setRefunding] = useState<SubscriptionPaymentRow | null>(null);
  const text = copy.customer;
  const caption = text.payments(PLAN_LABELS[subscription.plan]);
  if (!data) return <AdminQueryState error={error} isLoading={isLoading} loadingLabel={copy.loading} onRetry={() => void mutate()} />;
  if (data.payments.length === 0) return <p>{text.noPayments}</p>;
  return (
    <>
      <AdminTable caption={caption} columns={paymentColumns(setRefunding)} rows={data.payments} rowKey={(payment) => payment.id} />
      {refunding && <RefundDialog subscriptionId={subscription.id} payment={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}

/** When (the current period's marked), how much, PayPal's status, and Refund while something of it is left. */
function paymentColumns(onRefund: (payment: SubscriptionPaymentRow) => void): DataColumn<SubscriptionPaymentRow>[] {
  const text = copy.customer;
  const columns = text.paymentColumns;
  return [
    {
      header: columns.when,
      cell: (payment) => (
        <>
          <Instant value={payment.time} />
          {payment.latest && <> ({text.latestPayment})</>}
        </>
      ),
    },
    { header: columns.amount, cell: (payment) => formatProviderAmount(payment.amount) },
    {
      header: columns.status,
      cell: (payment) => <StatusPill tone={PAYMENT_STATUS_LABELS[payment.status].tone}>{PAYMENT_STATUS_LABELS[payment.status].label}</StatusPill>,
    },
    {
      header: columns.refund,
      cell: (payment) =>
        payment.refundable && (
          <Button
            variant="danger"
            size="sm"
            aria-label={copy.actions.refund.buttonLabel(formatProviderAmount(payment.amount), formatInstant(payment.time))}
            onClick={() => onRefund(payment)}
          >
            {copy.actions.refund.button}
          </Button>
        ),
    },
  ];
}

type RefundValues = { partial: boolean; amount: string; reason: string };

const REFUND_VALUES: RefundValues = { partial: false, amount: '', reason: '' };

/** Full or partial, a reason, and what the refund will do, confirmed before anything moves. */
function RefundDialog({ subscriptionId, payment, onClose }: { subscriptionId: string; payment: SubscriptionPaymentRow; onClose: () => void }) {
  const refundPayment = useRefundPayment();
  const text = copy.actions.refund;
  const paid = formatProviderAmount(payment.amount);
  const when = formatInstant(payment.time);
  return (
    <AdminActionDialog
      open
      title={text.title(paid, when)}
      description={({ partial }: RefundValues) =>
        `${text.description} ${partial ? text.partialKeeps : payment.latest ? text.endsSubscription : text.keepsSubscription}`
      }
      confirmLabel={text.confirm}
      initialValues={REFUND_VALUES}
      validationSchema={refundSchema}
      requirement={text.requirement(REFUND_REASON_MAX_LENGTH)}
      run={({ partial, amount, reason }) => refundPayment({ subscriptionId, paymentId: payment.id, reason, ...(partial ? { amount } : {}) })}
      onClose={onClose}
    >
      <RefundKind paid={paid} currency={payment.amount.currency} />
      <ReasonField maxLength={REFUND_REASON_MAX_LENGTH} />
    </AdminActionDialog>
  );
}

/** The whole payment, or a part of it in the payment's currency. */
function RefundKind({ paid, currency }: { paid: string; currency: string }) {
  const id = useId();
  const { values, setFieldValue } = useFormikContext<RefundValues>();
  const text = copy.actions.refund;
  return (
    <>
      <fieldset className="form-field">
        <label>
          <input type="radio" name={`${id}-kind`} checked={!values.partial} onChange={() => void setFieldValue('partial', false)} /> {text.full(paid)}
        </label>
        <label>
          <input type="radio" name={`${id}-kind`} checked={values.partial} onChange={() => void setFieldValue('partial', true)} /> {text.partial}
        </label>
      </fieldset>
      {values.partial && <TextField name="amount" inputMode="decimal" maxLength={10} label={text.amountLabel(currency)} />}
    </>
  );
}
