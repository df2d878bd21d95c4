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
import { SectionLink } from '../../../components/ui/section-link';
import { LANDING_SECTION_IDS, pricingSectionCopy as copy } from '../../../content/landing';
import { useSession } from '../../../lib/session';
import { Icon } from './icons';
import { SectionHeading } from './section-heading';
import './landing.css';

/** The best annual saving of the listed plans, for the badge beside the Annual toggle. */
const BEST_ANNUAL_SAVING = Math.max(...PRICING_SECTION_PLANS.map(annualSavingPercent));

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

interface PlanCardProps {
  plan: Plan;
  billingType: BillingType;
  trialHref: string;
}

function PlanCard({ plan, billingType, trialHref }: PlanCardProps) {
  const price = planPrice(plan, billingType);
  const free = isFree(plan);
  const href = free ? trialHref : `/checkout/${plan.id}?billingType=${billingType}`;
  return (
    <li className={plan.isPopular ? 'plan-card plan-card--popular' : 'plan-card'}>
      {plan.isPopular && <p className="plan-card__badge">{copy.mostPopular}</p>}
      <h3 className="plan-card__name">{plan.name}</h3>
      <p className="plan-card__description">{plan.description}</p>
      <p className="plan-card__price">
        <span className="plan-card__amount">{price.amount}</span>
        <span className="plan-card__period">{price.period}</span>
      </p>
      <p className="plan-card__billing">{price.billing}</p>
      {price.savings && <p className="plan-card__savings">{price.savings}</p>}
      <ul className="plan-card__features" aria-label={copy.featuresLabel(plan.name)}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" className="plan-card__check" />
            {feature}
          </li>
        ))}
      </ul>
      <ButtonLink to={href} variant={free ? 'secondary' : 'primary'} className="plan-card__action">
        {free ? copy.trialAction : copy.paidAction}
      </ButtonLink>
    </li>
  );
}

export function PricingSection() {
  const [billingType, setBillingType] = useState<BillingType>('annual');
  const { user } = useSession();
  // DECISIONS.md (Web): the session, not a stored token, decides where the trial card leads.
  const trialHref = user ? '/dashboard' : '/register';

  return (
    <section id={LANDING_SECTION_IDS.pricing} className="landing-section" aria-labelledby="pricing-title">
      <div className="container">
        <SectionHeading id="pricing-title" title={copy.heading} intro={copy.intro} />
        <div className="billing-toggle" role="group" aria-label={copy.billingToggleLabel}>
          <button type="button" className="billing-toggle__option" aria-pressed={billingType === 'annual'} onClick={() => setBillingType('annual')}>
            {copy.annualLabel}
            {BEST_ANNUAL_SAVING > 0 && <span className="billing-toggle__saving">{copy.annualSavingBadge(BEST_ANNUAL_SAVING)}</span>}
          </button>
          <button type="button" className="billing-toggle__option" aria-pressed={billingType === 'monthly'} onClick={() => setBillingType('monthly')}>
            {copy.monthlyLabel}
          </button>
        </div>
        <ul className="plan-grid">
          {PRICING_SECTION_PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} billingType={billingType} trialHref={trialHref} />
          ))}
        </ul>
        <div className="pricing-sales">
          <p>{copy.salesPrompt}</p>
          <SectionLink section={LANDING_SECTION_IDS.contact} className="button button--secondary">
            {copy.salesAction}
          </SectionLink>
        </div>
      </div>
    </section>
  );
}
