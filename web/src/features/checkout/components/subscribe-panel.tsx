import { formatUsd, priceFor, type BillingType, type PaidPlan } from '@pointforge/domain';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/toast';
import { checkoutCopy as copy } from '../../../content/billing';
import { errorMessage } from '../../../lib/api-client';
import { isWebAddress } from '../../../lib/web-address';
import { useCreateSubscription } from '../api/create-subscription';

/**
 * Creates the subscription, then leaves for PayPal's approval page; `busy` stays true while
 * the browser leaves, so the button cannot be pressed twice. A failure raises the 'Checkout
 * Error' toast and sets `failed` for the inline message.
 */
function useSubscribeAtPayPal(plan: PaidPlan, billingType: BillingType) {
  const { toast } = useToast();
  const { trigger, isMutating } = useCreateSubscription();
  const [failed, setFailed] = useState(false);
  const [leaving, setLeaving] = useState(false);

  async function subscribe() {
    setFailed(false);
    try {
      const { approvalUrl } = await trigger({ plan: plan.id, billingType });
      if (!isWebAddress(approvalUrl)) throw new Error(copy.failureFallback);
      setLeaving(true);
      window.location.assign(approvalUrl);
    } catch (error) {
      console.error(copy.failureLog, error);
      setFailed(true);
      toast({ title: copy.failure.title, description: errorMessage(error), variant: 'destructive' });
    }
  }

  return { subscribe, busy: isMutating || leaving, failed };
}

/** The order summary and 'Subscribe with PayPal', with an inline message beside the button after a failure. */
export function SubscribePanel({ plan, billingType }: { plan: PaidPlan; billingType: BillingType }) {
  const headingId = useId();
  const { subscribe, busy, failed } = useSubscribeAtPayPal(plan, billingType);
  return (
    <Card size="lg" aria-labelledby={headingId}>
      <CardHeader titleId={headingId} title={copy.summaryHeading} />
      <dl className="checkout-summary__list">
        <dt>{copy.summaryPlan}</dt>
        <dd>{plan.name}</dd>
        <dt>{copy.summaryBilling}</dt>
        <dd>{copy.billingTypeNames[billingType]}</dd>
        <dt>{copy.summaryDueToday}</dt>
        <dd>{formatUsd(priceFor(plan, billingType))}</dd>
        <dt>{copy.summaryRenews}</dt>
        <dd>{copy.renewsEvery[billingType]}</dd>
      </dl>
      <div aria-live="polite">{failed && <p className="checkout-summary__error">{copy.failure.inline}</p>}</div>
      <Button size="lg" className="checkout-summary__action" onClick={() => void subscribe()} disabled={busy}>
        {busy ? copy.redirecting : copy.subscribe}
      </Button>
      <p className="checkout-summary__note">{copy.paypalNote}</p>
    </Card>
  );
}
