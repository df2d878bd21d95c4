import type { ProviderPlanIds } from '../billing/provider-plan-ids';
import type { Subscription } from '../billing/subscription.entity';
import { CancelSubscriptionUseCase } from '../billing/use-cases/cancel-subscription.use-case';
import { BillingAccountDeletionHook } from '../billing/use-cases/billing-account-deletion.hook';
import { CreateSubscriptionUseCase } from '../billing/use-cases/create-subscription.use-case';
import { ExecuteSubscriptionUseCase } from '../billing/use-cases/execute-subscription.use-case';
import { HandlePaypalWebhookUseCase } from '../billing/use-cases/handle-paypal-webhook.use-case';
import { PayOverdueBalanceUseCase } from '../billing/use-cases/pay-overdue-balance.use-case';
import { ChangePlanUseCase } from '../billing/use-cases/change-plan.use-case';
import { ConfirmPlanChangeUseCase } from '../billing/use-cases/confirm-plan-change.use-case';
import { ResumeSubscriptionUseCase } from '../billing/use-cases/resume-subscription.use-case';
import { UndoPlanChangeUseCase } from '../billing/use-cases/undo-plan-change.use-case';
import {
  DEFAULT_RECONCILIATION_LIMITS,
  ReconcileSubscriptionsUseCase,
  WEBHOOK_EVENT_RETENTION_DEFAULT_DAYS,
  type ReconciliationLimits,
} from '../billing/use-cases/reconcile-subscriptions.use-case';
import { SubscriptionRefunds } from '../billing/use-cases/subscription-refunds';
import { SubscriptionSync } from '../billing/use-cases/subscription-sync';
import { CheckoutTax } from '../billing/tax/checkout-tax';
import { QuoteCheckoutUseCase } from '../billing/use-cases/quote-checkout.use-case';
import { PaymentRecorder } from '../billing/ledger/payment-recorder';
import { IssueBillingDocumentUseCase } from '../billing/documents/issue-billing-document.use-case';
import { IssueMissingDocumentsUseCase } from '../billing/documents/issue-missing-documents.use-case';
import type { SellerDetails } from '../billing/tax/vat';
import { FixedExchangeRate } from './fixed-exchange-rate';
import type { User } from '../accounts/user.entity';
import type { BillingType, PaidPlanId } from '../catalog/plan.types';
import { createAccountTestKit } from './account-test-kit';
import { aUser } from './builders';
import { RecordingPaymentProvider, VALID_WEBHOOK_SIGNATURE } from './recording-payment-provider';

/** PAYPAL_PLAN_IDS for tests, shaped like the builders' `P-STANDARD-ANNUAL`. */
export const TEST_PROVIDER_PLAN_IDS: ProviderPlanIds = {
  standard: { monthly: 'P-STANDARD-MONTHLY', annual: 'P-STANDARD-ANNUAL' },
  professional: { monthly: 'P-PROFESSIONAL-MONTHLY', annual: 'P-PROFESSIONAL-ANNUAL' },
  enterprise: { monthly: 'P-ENTERPRISE-MONTHLY', annual: 'P-ENTERPRISE-ANNUAL' },
};

/** The seller of the kit's documents; its VAT number is the kit's `sellerVatNumber`. */
export const TEST_SELLER: Omit<SellerDetails, 'vatNumber'> = { legalName: 'PointForge (Pty) Ltd', address: ['1 Dock Road', 'Cape Town, 8001', 'South Africa'] };

/** The update-payment link the kit's renewal emails carry. */
export const TEST_UPDATE_PAYMENT_URL = 'https://paypal.test/myaccount/autopay/';

interface BillingTestKitOptions {
  gracePeriodMs?: number;
  /** What one reconciliation run may read of PayPal (DEFAULT_RECONCILIATION_LIMITS). */
  reconciliationLimits?: ReconciliationLimits;
  sellerVatNumber?: string | null;
  /** Days reconciliation remembers processed webhook ids (WEBHOOK_EVENT_RETENTION_DEFAULT_DAYS). */
  webhookEventRetentionDays?: number;
}

/**
 * The billing use cases over the account kit's fakes and a fake PayPal, plus shortcuts: a
 * checkout taken to PayPal's approval, and signed webhook deliveries.
 */
export function createBillingTestKit(options: BillingTestKitOptions = {}) {
  const { gracePeriodMs = 0, sellerVatNumber = null } = options;
  const kit = createAccountTestKit();
  const payments = new RecordingPaymentProvider();
  const sync = new SubscriptionSync(kit.subscriptions, kit.licenses, kit.machines, kit.users, kit.tokens, kit.clock, kit.jobs, kit.links, kit.transaction, {
    gracePeriodMs,
    updatePaymentMethodUrl: TEST_UPDATE_PAYMENT_URL,
  });

  const tax = new CheckoutTax(kit.billingProfiles, { vatNumber: sellerVatNumber }, kit.clock);
  const quote = new QuoteCheckoutUseCase(tax);
  // What starting a PayPal subscription takes after the repositories: a checkout and a resume both start one.
  const startsAtPaypal = [payments, TEST_PROVIDER_PLAN_IDS, kit.tokens, kit.clock, kit.links, kit.limiter, tax] as const;
  const create = new CreateSubscriptionUseCase(kit.users, kit.subscriptions, ...startsAtPaypal);
  const ledgerFailures: string[] = [];
  const { exchangeRates, issueDocument, recorder, sweep } = documentIssuing(kit, sellerVatNumber, ledgerFailures);
  const execute = new ExecuteSubscriptionUseCase(kit.subscriptions, kit.licenses, payments, sync, kit.limiter, recorder, kit.clock);
  const cancel = new CancelSubscriptionUseCase(kit.subscriptions, kit.users, payments, sync, kit.jobs, kit.links);
  const refunds = new SubscriptionRefunds(payments, kit.licenses, kit.users, sync, kit.jobs, kit.links, kit.transaction, kit.clock);
  const webhook = new HandlePaypalWebhookUseCase(payments, kit.webhookEvents, kit.subscriptions, sync, kit.clock, kit.disputes, refunds, recorder);
  const { subscriptions, licenses, machines, links, limiter } = kit;
  const reconcile = reconciliation(kit, payments, sync, recorder, sweep, options);
  const deletionHook = new BillingAccountDeletionHook(kit.subscriptions, payments, sync);
  const payNow = new PayOverdueBalanceUseCase(kit.subscriptions, payments, sync, kit.limiter, kit.clock);
  const changePlan = new ChangePlanUseCase(subscriptions, licenses, machines, payments, TEST_PROVIDER_PLAN_IDS, kit.clock, links, limiter, tax);
  const confirmPlanChange = new ConfirmPlanChangeUseCase(kit.subscriptions, kit.licenses, payments, sync, kit.transaction, kit.clock, kit.links, recorder, tax);
  const undoPlanChange = new UndoPlanChangeUseCase(kit.subscriptions, payments, kit.clock, kit.links, tax);
  const resume = new ResumeSubscriptionUseCase(kit.subscriptions, kit.licenses, ...startsAtPaypal);

  return {
    ...kit,
    payments,
    sync,
    refunds,
    recorder,
    exchangeRates,
    issueDocument,
    /** The provider transaction ids the recorder could not write (a ledger outage). */
    ledgerFailures,
    create,
    execute,
    cancel,
    webhook,
    reconcile,
    deletionHook,
    payNow,
    undoPlanChange,
    changePlan,
    confirmPlanChange,
    resume,
    quote,

    /** A verified user who has created a checkout; PayPal has it APPROVAL_PENDING. */
    async givenCheckout(
      plan: PaidPlanId = 'standard',
      billingType: BillingType = 'annual',
      user?: User,
    ): Promise<{ user: User; subscription: Subscription; paypalId: string }> {
      const owner = user ?? (await kit.givenUser(aUser().verified()));
      const { subscriptionId } = await create.execute({ userId: owner.id, plan, billingType });
      const subscription = (await kit.subscriptions.findById(subscriptionId)) as Subscription;
      return { user: owner, subscription, paypalId: subscription.paypalSubscriptionId as string };
    },

    /** A checkout approved at PayPal (billed again at `nextBillingTime`) and executed: active, with its licence. */
    async givenActiveSubscription(plan: PaidPlanId = 'standard', billingType: BillingType = 'annual', nextBillingTime?: Date, user?: User) {
      const checkout = await this.givenCheckout(plan, billingType, user);
      const billedAgainAt = nextBillingTime ?? new Date(kit.clock.now().getTime() + 30 * 24 * 60 * 60 * 1000);
      payments.approve(checkout.paypalId, billedAgainAt, kit.clock.now());
      const executed = await execute.execute({ userId: checkout.user.id, paypalSubscriptionId: checkout.paypalId });
      // PayPal activates an approved subscription once its first payment is taken.
      payments.setStatus(checkout.paypalId, 'ACTIVE', billedAgainAt);
      if (!executed.license) throw new Error('The approved checkout issued no licence');
      return { ...checkout, license: executed.license };
    },

    /** The licence and its subscription as stored now, to check both in one expectation. */
    async storedNow(given: { license: { id: string }; subscription: { id: string } }) {
      return { license: await kit.licenses.findById(given.license.id), subscription: await kit.subscriptions.findById(given.subscription.id) };
    },

    /** A delivery of one PayPal event, signed so that the fake verifies it unless told otherwise. */
    webhookDelivery(event: { id: string; event_type: string; resource: Record<string, unknown> }, signed = true) {
      return {
        headers: { 'paypal-transmission-sig': signed ? VALID_WEBHOOK_SIGNATURE : 'forged' },
        rawBody: JSON.stringify(event),
      };
    },
  };
}

export type BillingTestKit = ReturnType<typeof createBillingTestKit>;

/**
 * The ledger's recorder as the API wires it: each new entry's invoice or credit note issued at
 * once (the seller TEST_SELLER with `sellerVatNumber`, the rand rate FixedExchangeRate's), and
 * reconciliation's sweep; what fails is pushed to `failures` by provider transaction id.
 */
function documentIssuing(kit: ReturnType<typeof createAccountTestKit>, sellerVatNumber: string | null, failures: string[]) {
  const exchangeRates = new FixedExchangeRate();
  const issueDocument = new IssueBillingDocumentUseCase({
    documents: kit.billingDocuments,
    ledger: kit.paymentLedger,
    subscriptions: kit.subscriptions,
    profiles: kit.billingProfiles,
    users: kit.users,
    exchangeRates,
    clock: kit.clock,
    seller: { ...TEST_SELLER, vatNumber: sellerVatNumber },
    jobs: kit.jobs,
    links: kit.links,
  });
  const recorder = new PaymentRecorder(
    kit.paymentLedger,
    kit.tokens,
    (_error, providerTransactionId) => failures.push(providerTransactionId),
    (entry) => issueDocument.execute(entry),
  );
  const sweep = new IssueMissingDocumentsUseCase(kit.paymentLedger, kit.billingDocuments, issueDocument, kit.clock, (_error, entry) =>
    failures.push(entry.providerTransactionId),
  );
  return { exchangeRates, issueDocument, recorder, sweep };
}

/** Reconciliation over the kit's fakes, with the run's limits and the webhook-id window of `options` (or the defaults). */
function reconciliation(
  kit: ReturnType<typeof createAccountTestKit>,
  payments: RecordingPaymentProvider,
  sync: SubscriptionSync,
  recorder: PaymentRecorder,
  sweep: IssueMissingDocumentsUseCase,
  { reconciliationLimits = DEFAULT_RECONCILIATION_LIMITS, webhookEventRetentionDays = WEBHOOK_EVENT_RETENTION_DEFAULT_DAYS }: BillingTestKitOptions,
): ReconcileSubscriptionsUseCase {
  const { subscriptions, licenses, clock, webhookEvents } = kit;
  return new ReconcileSubscriptionsUseCase(
    subscriptions,
    licenses,
    payments,
    sync,
    clock,
    reconciliationLimits,
    webhookEvents,
    recorder,
    sweep,
    webhookEventRetentionDays,
  );
}
