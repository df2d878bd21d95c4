import { getPlan } from '@pointforge/domain';
import { useParams } from 'react-router';
import { checkoutMeta } from '../../content/billing';
import { CheckoutBillingDetails } from '../../features/billing-details/components/checkout-billing-details';
import { useBillingDetailsStep } from '../../features/billing-details/use-billing-details-step';
import { useRefreshCheckoutQuotes } from '../../features/checkout/api/get-checkout-quote';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { useLiveSubscription } from '../../features/subscription/api/get-my-subscriptions';
import { PageMeta } from '../../lib/seo';
import { useSession } from '../../lib/session';

/**
 * /checkout/:plan: not indexed; the plan is part of the canonical address. A customer whose
 * subscription PayPal still bills is offered a change of plan instead of a second purchase
 * (the API would refuse it: 409 BILLING.SUBSCRIPTION_EXISTS). Before PayPal the buyer gives
 * the billing details (the same form as the Profile tab's); saving them asks for the quote
 * again, since the country decides the VAT.
 */
export function CheckoutRoute() {
  const { plan = '' } = useParams();
  const { user } = useSession();
  const live = useLiveSubscription(Boolean(user));
  const billing = useBillingDetailsStep(user?.id ?? null);
  const refreshQuotes = useRefreshCheckoutQuotes();
  const billingStep = { element: <CheckoutBillingDetails step={billing} onSaved={refreshQuotes} />, ready: billing.ready };
  return (
    <>
      <PageMeta {...checkoutMeta} path={`/checkout/${encodeURIComponent(plan)}`} noindex jsonLd={null} />
      <CheckoutPage
        key={plan}
        planId={plan}
        heldPlan={live && { planName: getPlan(live.plan).name, billingType: live.billingType }}
        billingStep={billingStep}
      />
    </>
  );
}
