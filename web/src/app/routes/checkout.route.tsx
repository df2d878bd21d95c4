import { useParams } from 'react-router';
import { checkoutMeta } from '../../content/billing';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { PageMeta } from '../../lib/seo';

/** /checkout/:plan: not indexed; the plan is part of the canonical address. */
export function CheckoutRoute() {
  const { plan = '' } = useParams();
  return (
    <>
      <PageMeta {...checkoutMeta} path={`/checkout/${encodeURIComponent(plan)}`} noindex jsonLd={null} />
      <CheckoutPage key={plan} planId={plan} />
    </>
  );
}
