import { PLAN_LIST } from '@pointforge/domain';

/** A plan's display name ('Enterprise', 'Trial'); an id the catalogue does not know is shown as it is. */
export function planName(plan: string): string {
  return PLAN_LIST.find((known) => known.id === plan)?.name ?? plan;
}
