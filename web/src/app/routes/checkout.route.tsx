import { getPlan } from '@pointforge/domain';
import { useParams } from 'react-router';
import { checkoutMeta } from '../../content/billing';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { useLiveSubscription } from '../../features/subscription/api/get-my-subscriptions';
import { PageMeta } from '../../lib/seo';
import { useSession } from '../../lib/session';

/**
 * /checkout/:plan: not indexed; the plan is part of the canonical address. A customer whose
 * subscription PayPal still bills is offered a change of plan instead of a second purchase
 * (the API would refuse it: 409 BILLING.SUBSCRIPTION_EXISTS).
 */
export function CheckoutRoute() {
  const { plan = '' } = useParams();
  const { user } = useSession();
  const live = useLiveSubscription(Boolean(user));
  return (
    <>
      <PageMeta {...checkoutMeta} path={`/checkout/${encodeURIComponent(plan)}`} noindex jsonLd={null} />
      <CheckoutPage key={plan} planId={plan} heldPlan={live && { planName: getPlan(live.plan).name, billingType: live.billingType }} />
    </>
  );
}
