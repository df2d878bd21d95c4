import type { BillingType } from '@pointforge/domain';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { checkoutCopy as copy } from '../../../content/billing';

/** In place of 'Subscribe with PayPal' for a customer who already has a subscription: change its plan instead. */
export function ChangePlanOffer({ heldPlan }: { heldPlan: { planName: string; billingType: BillingType } }) {
  const headingId = useId();
  return (
    <Card size="lg" aria-labelledby={headingId}>
      <CardHeader titleId={headingId} title={copy.changeInstead.title} />
      <p>{copy.changeInstead.text(heldPlan.planName, heldPlan.billingType)}</p>
      <ButtonLink to="/dashboard?tab=subscription">{copy.changeInstead.action}</ButtonLink>
    </Card>
  );
}
