import { findPaidPlan, PLANS } from '@pointforge/domain';

/** A licence's plan by its display name ('Enterprise'; 'Trial' for a trial or no plan); an id the catalogue does not know is shown as it is. */
export function licensePlanName(plan: string | null | undefined): string {
  if (!plan || plan === PLANS.trial.id) return PLANS.trial.name;
  return findPaidPlan(plan)?.name ?? plan;
}
