import type { User } from '../accounts/user.entity';
import type { SubscriptionStatus } from '../billing/subscription.entity';
import type { LicensePlan } from '../catalog/plan.types';
import type { Page, PageRequest } from '../shared/page';

/** Where a customer is in buying: in a trial still running, or paying (an active subscription). */
export const CUSTOMER_STAGES = ['trial', 'paying'] as const;
export type CustomerStage = (typeof CUSTOMER_STAGES)[number];

/** The console's customer filters; each one given narrows the list, together they all must hold. */
export interface CustomerFilter {
  /** What the operator typed: the start of words of the email, names or company, or the start of the email (parseTextSearch). */
  search?: string;
  /** Holds a licence on this plan. */
  plan?: LicensePlan;
  /** Has a subscription in this status. */
  subscriptionStatus?: SubscriptionStatus;
  /** `trial`: holds a trial licence that has not expired at `now` and has no active subscription; `paying`: has an active subscription. */
  stage?: CustomerStage;
  verified?: boolean;
  /** Has two-factor sign-in turned on (an enrolment not yet confirmed does not count). */
  twoFactor?: boolean;
}

/** The operator console's customer table: accounts across their licences, subscriptions and second factor, filtered in one query. */
export abstract class CustomerDirectoryPort {
  /** Accounts matching every filter given, newest first; `now` decides whether a trial still runs. */
  abstract search(filter: CustomerFilter, page: PageRequest, now: Date): Promise<Page<User>>;
}
