import { formatUsd, priceFor, type BillingType, type CheckoutQuote, type PaidPlan } from '@pointforge/domain';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { LoadFailure } from '../../../components/ui/load-failure';
import { useToast } from '../../../components/ui/toast';
import { checkoutCopy as copy } from '../../../content/billing';
import { errorMessage } from '../../../lib/api-client';
import { isWebAddress } from '../../../lib/web-address';
import { useCreateSubscription } from '../api/create-subscription';
import { useCheckoutQuote } from '../api/get-checkout-quote';

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

const centsAsUsd = (cents: number) => formatUsd(cents / 100);

/**
 * What is due today: the price; with VAT (the quote's `standard` treatment) the price, the
 * VAT and their total. When no VAT is charged, the price alone; before the quote is read, the
 * listed price, not yet called what is due (the VAT may come on top).
 */
function DueToday({ plan, billingType, quote }: { plan: PaidPlan; billingType: BillingType; quote: CheckoutQuote | undefined }) {
  if (quote?.treatment !== 'standard') {
    return (
      <>
        <dt>{quote ? copy.summaryDueToday : copy.summaryPrice}</dt>
        <dd>{formatUsd(priceFor(plan, billingType))}</dd>
      </>
    );
  }
  return (
    <>
      <dt>{copy.summaryPrice}</dt>
      <dd>{centsAsUsd(quote.netCents)}</dd>
      <dt>{copy.summaryVat(quote.ratePercent)}</dt>
      <dd>{centsAsUsd(quote.vatCents)}</dd>
      <dt>{copy.summaryDueToday}</dt>
      <dd>{centsAsUsd(quote.totalCents)}</dd>
    </>
  );
}

interface SubscribePanelProps {
  plan: PaidPlan;
  billingType: BillingType;
  /** The billing details step is done (details saved, or skipped by a person): Subscribe may go on. */
  billingReady: boolean;
}

/**
 * The order summary with its VAT and 'Subscribe with PayPal', with an inline message beside the
 * button after a failure. The buyer sees the VAT before paying: Subscribe stays disabled until
 * the quote is read (a failed read says so, with Try Again) and the billing details are done.
 */
export function SubscribePanel({ plan, billingType, billingReady }: SubscribePanelProps) {
  const headingId = useId();
  const { subscribe, busy, failed } = useSubscribeAtPayPal(plan, billingType);
  const { quote, error, retry, retrying } = useCheckoutQuote(plan.id, billingType);
  const quoteFailed = quote === undefined && error !== undefined;
  let waitsFor: string | null = null;
  if (!billingReady) waitsFor = copy.waitsForDetails;
  else if (quote === undefined && !quoteFailed) waitsFor = copy.waitsForQuote;
  return (
    <Card size="lg" aria-labelledby={headingId}>
      <CardHeader titleId={headingId} title={copy.summaryHeading} />
      <dl className="checkout-summary__list">
        <dt>{copy.summaryPlan}</dt>
        <dd>{plan.name}</dd>
        <dt>{copy.summaryBilling}</dt>
        <dd>{copy.billingTypeNames[billingType]}</dd>
        <DueToday plan={plan} billingType={billingType} quote={quote} />
        <dt>{copy.summaryRenews}</dt>
        <dd>{copy.renewsEvery[billingType]}</dd>
      </dl>
      {quote?.treatment === 'zero-rated' && <p className="checkout-summary__note">{copy.zeroRated}</p>}
      {quoteFailed && <LoadFailure message={copy.quoteFailure} retryLabel={copy.retry} onRetry={retry} retrying={retrying} retryingLabel={copy.retrying} />}
      <div aria-live="polite">{failed && <p className="checkout-summary__error">{copy.failure.inline}</p>}</div>
      <Button
        size="lg"
        className="checkout-summary__action"
        onClick={() => void subscribe()}
        disabled={busy || quote === undefined || !billingReady}
        aria-describedby={waitsFor ? `${headingId}-waits` : undefined}
      >
        {busy ? copy.redirecting : copy.subscribe}
      </Button>
      <p id={`${headingId}-waits`} className="checkout-summary__note" aria-live="polite">
        {waitsFor}
      </p>
      <p className="checkout-summary__note">{copy.paypalNote}</p>
    </Card>
  );
}
