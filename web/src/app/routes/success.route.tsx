import { successMeta } from '../../content/billing';
import { PaymentSuccessPage } from '../../features/checkout/components/payment-success-page';
import { fetchMySubscriptions } from '../../features/subscription/api/get-my-subscriptions';
import { isCheckoutActive } from '../../features/subscription/checkout-subscription';
import { PageMeta } from '../../lib/seo';

/** Re-reads the caller's subscriptions, never from a cache, and looks at the one being confirmed. */
const checkSubscriptionActive = async (paypalSubscriptionId: string) => isCheckoutActive(await fetchMySubscriptions(), paypalSubscriptionId);

/**
 * /success: not indexed and, as SITE-SPEC section 2 says, without a canonical link. The
 * check of a failed confirmation comes from the subscription feature.
 */
export function SuccessRoute() {
  return (
    <>
      <PageMeta {...successMeta} path="/success" noindex canonical={false} jsonLd={null} />
      <PaymentSuccessPage checkSubscriptionActive={checkSubscriptionActive} />
    </>
  );
}
