import { annualMonthlyEquivalent, annualSavingPercent, formatUsd, savingsDisplayText, type BillingType, type PaidPlan } from '@pointforge/domain';
import { useId } from 'react';
import { PlanCard } from '../../../components/ui/plan-card';
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
  const nameId = useId();
  const savingPercent = annualSavingPercent(plan);
  const annual = billingType === 'annual';
  const savings = annual ? savingsDisplayText(plan) : null;
  const savingNote = savingPercent > 0 ? (annual ? copy.savingPercent(savingPercent) : copy.switchToAnnual(savingPercent)) : null;

  return (
    <PlanCard
      variant="summary"
      nameId={nameId}
      name={plan.name}
      description={plan.description}
      popularBadge={plan.isPopular ? copy.mostPopular : null}
      price={{ amount: formatUsd(annual ? plan.annualPrice : plan.monthlyPrice), period: annual ? copy.perYear : copy.perMonth }}
      billing={annual ? copy.annualEquivalent(formatUsd(annualMonthlyEquivalent(plan))) : copy.billedMonthly}
      savings={[savingNote, savings].filter((note): note is string => note !== null)}
      featuresLabel={copy.featuresLabel(plan.name)}
      features={plan.features}
    />
  );
}
