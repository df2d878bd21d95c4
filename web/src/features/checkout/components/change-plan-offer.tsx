import type { BillingType } from '@pointforge/domain';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { checkoutCopy as copy } from '../../../content/billing';

/** In place of 'Subscribe with PayPal' for a customer who already has a subscription: change its plan instead. */
export function ChangePlanOffer({ heldPlan }: { heldPlan: { planName: string; billingType: BillingType } }) {
  const headingId = useId();
  return (
    <section className="checkout-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="checkout-summary__title">
        {copy.changeInstead.title}
      </h2>
      <p>{copy.changeInstead.text(heldPlan.planName, heldPlan.billingType)}</p>
      <ButtonLink to="/dashboard?tab=subscription">{copy.changeInstead.action}</ButtonLink>
    </section>
  );
}
