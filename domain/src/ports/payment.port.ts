/** Subscription states as the payment provider (PayPal) reports them. */
export type ProviderSubscriptionStatus =
  | 'APPROVAL_PENDING'
  | 'APPROVED'
  | 'ACTIVE'
  | 'SUSPENDED'
  | 'CANCELLED'
  | 'EXPIRED';

export interface ProviderSubscription {
  id: string;
  status: ProviderSubscriptionStatus;
  planId: string;
  /** Our subscription id, sent at creation. */
  customId: string | null;
  nextBillingTime: Date | null;
  lastPaymentTime: Date | null;
}

export interface CreateProviderSubscription {
  planId: string;
  customId: string;
  returnUrl: string;
  cancelUrl: string;
  /** Idempotency key, reused when the call is retried. */
  requestId: string;
}

export abstract class PaymentProviderPort {
  /** Creates the subscription at the provider; `approvalUrl` is where the buyer approves it. */
  abstract createSubscription(input: CreateProviderSubscription): Promise<{ id: string; approvalUrl: string }>;
  abstract getSubscription(id: string): Promise<ProviderSubscription>;
  abstract cancelSubscription(id: string, reason: string, requestId: string): Promise<void>;
  /** Asks the provider whether a webhook delivery is authentic. */
  abstract verifyWebhook(headers: Record<string, string | undefined>, rawBody: string): Promise<boolean>;
}
