import { annualMonthlyEquivalent, annualSavingPercent, formatUsd, savingsDisplayText, type BillingType, type PaidPlan } from '@pointforge/domain';
import { useId } from 'react';
import { checkoutCopy as copy } from '../../../content/billing';

interface PlanSummaryCardProps {
  plan: PaidPlan;
  billingType: BillingType;
}

/**
 * The chosen plan: name, description, price for the billing period, the saving of annual
 * billing and the features. Annual shows the yearly total with its monthly equivalent.
 */
export function PlanSummaryCard({ plan, billingType }: PlanSummaryCardProps) {
  const headingId = useId();
  const savingPercent = annualSavingPercent(plan);
  const annual = billingType === 'annual';
  const savings = annual ? savingsDisplayText(plan) : null;

  return (
    <section className={plan.isPopular ? 'checkout-card checkout-card--popular' : 'checkout-card'} aria-labelledby={headingId}>
      {plan.isPopular && <p className="checkout-card__badge">{copy.mostPopular}</p>}
      <h2 id={headingId} className="checkout-card__name">
        {plan.name}
      </h2>
      <p className="checkout-card__description">{plan.description}</p>
      <p className="checkout-card__price">
        <span className="checkout-card__amount">{formatUsd(annual ? plan.annualPrice : plan.monthlyPrice)}</span>
        <span className="checkout-card__period">{annual ? copy.perYear : copy.perMonth}</span>
      </p>
      <p className="checkout-card__billing">{annual ? copy.annualEquivalent(formatUsd(annualMonthlyEquivalent(plan))) : copy.billedMonthly}</p>
      {savingPercent > 0 && <p className="checkout-card__savings">{annual ? copy.savingPercent(savingPercent) : copy.switchToAnnual(savingPercent)}</p>}
      {savings && <p className="checkout-card__savings">{savings}</p>}
      <ul className="checkout-card__features" aria-label={copy.featuresLabel(plan.name)}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </section>
  );
}
