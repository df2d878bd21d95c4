import type { ProviderAmount } from '../ports/payment.port';
import type { Page, PageKey, PageRequest } from '../shared/page';

/**
 * A buyer's dispute (PayPal's CUSTOMER.DISPUTE.*) of a subscription payment, kept for the
 * operator: it changes nothing by itself; a chargeback that follows arrives as a reversal.
 */
export interface SubscriptionDispute {
  /** PayPal's dispute id (`PP-D-…`). */
  disputeId: string;
  subscriptionId: string;
  /** The disputed payment (PayPal's sale id). */
  saleId: string;
  /** PayPal's dispute status as last reported (OPEN, WAITING_FOR_SELLER_RESPONSE, RESOLVED…). */
  status: string;
  reason: string | null;
  /** How a resolved dispute ended (`dispute_outcome.outcome_code`), null while open. */
  outcome: string | null;
  amount: ProviderAmount | null;
  openedAt: Date;
  updatedAt: Date;
}

/** A dispute's place in the console's list: opened, then its id, newest first. */
export function openedAtKey(dispute: SubscriptionDispute): PageKey {
  return { at: dispute.openedAt, tieBreak: dispute.disputeId };
}

export abstract class DisputeRepositoryPort {
  /** Stores the dispute, or its newer state when recorded before (same dispute id); the opening time stays. */
  abstract save(dispute: SubscriptionDispute): Promise<void>;
  /** A subscription's disputes, oldest first. */
  abstract listForSubscription(subscriptionId: string): Promise<SubscriptionDispute[]>;
  /** Every dispute, newest first (opened, then id, descending): the console's list. */
  abstract list(page: PageRequest): Promise<Page<SubscriptionDispute>>;
}
