import type { ReactNode } from 'react';
import { Card } from './card';
import { classNames } from './class-names';
import { PriceTag } from './price-tag';

interface PlanCardProps {
  /**
   * `offer`: one of the plans side by side in the pricing section (a list item under the
   * section's h2, the popular one raised, each feature ticked, its action under it).
   * `summary`: the plan being bought at checkout, the page's subject (a region under the h1).
   */
  variant: 'offer' | 'summary';
  /** The name's id, labelling the card (a summary is a region named by its plan). */
  nameId?: string;
  name: string;
  description: string;
  /** For the plan most buyers choose: the badge's text; the card is outlined in the accent. */
  popularBadge?: string | null;
  price: { amount: string; period: string };
  /** How the price is billed: "Billed annually at $720". */
  billing: string;
  /** What annual billing saves, a note each. */
  savings: readonly string[];
  /** The feature list's accessible name. */
  featuresLabel: string;
  features: readonly string[];
  /** An offer's tick before each feature (an icon with the class plan-card__tick). */
  featureMark?: ReactNode;
  /** An offer's action (Start Free Trial, Get Started), with the class plan-card__action to fill the card's foot. */
  children?: ReactNode;
}

/** A plan: its name, what it is for, its price and savings, and its features. */
export function PlanCard({
  variant,
  nameId,
  name,
  description,
  popularBadge,
  price,
  billing,
  savings,
  featuresLabel,
  features,
  featureMark,
  children,
}: PlanCardProps) {
  const offer = variant === 'offer';
  const Name = offer ? 'h3' : 'h2';
  return (
    <Card
      as={offer ? 'li' : 'section'}
      size="lg"
      className={classNames('plan-card', `plan-card--${variant}`, popularBadge && 'plan-card--popular')}
      aria-labelledby={nameId}
    >
      {popularBadge && <p className="plan-card__badge">{popularBadge}</p>}
      <Name id={nameId} className="plan-card__name">
        {name}
      </Name>
      <p className="plan-card__description">{description}</p>
      <PriceTag amount={price.amount} period={price.period} className="plan-card__price" />
      <p className="plan-card__billing">{billing}</p>
      {savings.map((saving) => (
        <p key={saving} className="plan-card__savings">
          {saving}
        </p>
      ))}
      <ul className="plan-card__features" aria-label={featuresLabel}>
        {features.map((feature) => (
          <li key={feature}>
            {featureMark}
            {feature}
          </li>
        ))}
      </ul>
      {children}
    </Card>
  );
}
