import {
  annualMonthlyEquivalent,
  annualSavingPercent,
  formatUsd,
  PRICING_SECTION_PLANS,
  savingsDisplayText,
  type BillingType,
  type Plan,
} from '@pointforge/domain';
import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { PlanCard } from '../../../components/ui/plan-card';
import { SectionLink } from '../../../components/ui/section-link';
import { ToggleGroup } from '../../../components/ui/toggle-group';
import { LANDING_SECTION_IDS, pricingSectionCopy as copy } from '../../../content/landing';
import { useSession } from '../../../lib/session';
import { Icon } from './icons';
import { LandingSection } from './landing-section';

/** The best annual saving of the listed plans, for the badge beside the Annual toggle. */
const BEST_ANNUAL_SAVING = Math.max(...PRICING_SECTION_PLANS.map(annualSavingPercent));

const BILLING_OPTIONS = [
  { value: 'annual', label: copy.annualLabel, badge: BEST_ANNUAL_SAVING > 0 ? copy.annualSavingBadge(BEST_ANNUAL_SAVING) : null },
  { value: 'monthly', label: copy.monthlyLabel },
] as const satisfies readonly { value: BillingType; label: string; badge?: string | null }[];

function isFree(plan: Plan): boolean {
  return plan.monthlyPrice === 0 && plan.annualPrice === 0;
}

interface PlanPrice {
  amount: string;
  period: string;
  billing: string;
  savings: string | null;
}

/** What a card prints: the annual view shows the monthly equivalent and the yearly total. */
function planPrice(plan: Plan, billingType: BillingType): PlanPrice {
  if (isFree(plan)) {
    return { amount: formatUsd(0), period: copy.trialPeriod, billing: copy.trialBilling, savings: null };
  }
  if (billingType === 'annual') {
    return {
      amount: formatUsd(annualMonthlyEquivalent(plan)),
      period: copy.perMonth,
      billing: copy.billedAnnually(formatUsd(plan.annualPrice)),
      savings: savingsDisplayText(plan),
    };
  }
  return { amount: formatUsd(plan.monthlyPrice), period: copy.perMonth, billing: copy.billedMonthly, savings: null };
}

interface PlanOfferProps {
  plan: Plan;
  billingType: BillingType;
  trialHref: string;
}

function PlanOffer({ plan, billingType, trialHref }: PlanOfferProps) {
  const price = planPrice(plan, billingType);
  const free = isFree(plan);
  const href = free ? trialHref : `/checkout/${plan.id}?billingType=${billingType}`;
  return (
    <PlanCard
      variant="offer"
      name={plan.name}
      description={plan.description}
      popularBadge={plan.isPopular ? copy.mostPopular : null}
      price={price}
      billing={price.billing}
      savings={price.savings ? [price.savings] : []}
      featuresLabel={copy.featuresLabel(plan.name)}
      features={plan.features}
      featureMark={<Icon name="check" className="plan-card__tick" />}
    >
      <ButtonLink to={href} variant={free ? 'secondary' : 'primary'} className="plan-card__action">
        {free ? copy.trialAction : copy.paidAction}
      </ButtonLink>
    </PlanCard>
  );
}

export function PricingSection() {
  const [billingType, setBillingType] = useState<BillingType>('annual');
  const { user } = useSession();
  // DECISIONS.md (Web): the session, not a stored token, decides where the trial card leads.
  const trialHref = user ? '/dashboard' : '/register';

  return (
    <LandingSection section={LANDING_SECTION_IDS.pricing} copy={copy}>
      <ToggleGroup label={copy.billingToggleLabel} options={BILLING_OPTIONS} selected={billingType} onSelect={setBillingType} className="pricing-toggle" />
      <ul className="plan-grid">
        {PRICING_SECTION_PLANS.map((plan) => (
          <PlanOffer key={plan.id} plan={plan} billingType={billingType} trialHref={trialHref} />
        ))}
      </ul>
      <div className="pricing-sales">
        <p>{copy.salesPrompt}</p>
        <SectionLink section={LANDING_SECTION_IDS.contact} className="button button--secondary">
          {copy.salesAction}
        </SectionLink>
      </div>
    </LandingSection>
  );
}
