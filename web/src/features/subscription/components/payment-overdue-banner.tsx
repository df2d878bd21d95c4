import { formatLongUsDate, getPlan, PAYPAL_AUTOPAY_URL } from '@pointforge/domain';
import { useId } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useToast } from '../../../components/ui/toast';
import { paymentOverdueCopy as copy } from '../../../content/billing';
import { ApiError } from '../../../lib/api-client';
import { useMySubscriptions, type SubscriptionRow } from '../api/get-my-subscriptions';
import { usePayOverdueBalance } from '../api/pay-overdue-balance';
import './subscription.css';

/** One overdue subscription: when access ends, PayPal's autopay page, and "Pay now". */
function OverdueNotice({ subscription, accessUntil }: { subscription: SubscriptionRow; accessUntil: string }) {
  const titleId = useId();
  const { toast } = useToast();
  const { trigger, isMutating } = usePayOverdueBalance();

  async function payNow() {
    try {
      const reply = await trigger(subscription.id);
      toast({ title: reply.paid ? copy.paid.title : copy.processing.title, description: reply.message, variant: 'success' });
    } catch (error) {
      console.error(copy.failureLog, error);
      toast({ title: copy.failure.title, description: error instanceof ApiError ? error.message : copy.payFallback, variant: 'destructive' });
    }
  }

  return (
    <Notice as="section" tone="danger" size="lg" className="payment-overdue" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} className="payment-overdue__title">
        {copy.title(formatLongUsDate(accessUntil))}
      </h2>
      <p className="payment-overdue__text">{copy.text(getPlan(subscription.plan).name)}</p>
      <div className="payment-overdue__actions">
        <Button onClick={() => void payNow()} busy={isMutating} busyLabel={copy.paying}>
          {copy.payNow}
        </Button>
        <a className={buttonClass('secondary')} href={PAYPAL_AUTOPAY_URL} target="_blank" rel="noopener noreferrer">
          {copy.updatePaymentMethod}
        </a>
      </div>
    </Notice>
  );
}

/**
 * Above the dashboard's tabs while PayPal fails to collect a payment (issue 24): the only
 * place the grace period is shown, as the date access ends unless the customer pays.
 * Nothing while every subscription is paid up, or while they load.
 */
export function PaymentOverdueBanner() {
  const { subscriptions } = useMySubscriptions();
  const overdue = (subscriptions ?? []).flatMap((subscription) =>
    subscription.overdueAccessUntil ? [{ subscription, accessUntil: subscription.overdueAccessUntil }] : [],
  );
  if (overdue.length === 0) return null;
  return (
    <div className="payment-overdue-list">
      {overdue.map(({ subscription, accessUntil }) => (
        <OverdueNotice key={subscription.id} subscription={subscription} accessUntil={accessUntil} />
      ))}
    </div>
  );
}
