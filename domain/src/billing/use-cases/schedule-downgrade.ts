import type { LicenseRepositoryPort } from '../../licensing/license.repository.port';
import type { MachineRepositoryPort } from '../../licensing/machine.repository.port';
import type { PaymentProviderPort } from '../../ports/payment.port';
import { planPrice, type PlanChangeQuote } from '../plan-change';
import type { ProviderPlanIds } from '../provider-plan-ids';
import type { ScheduledPlanChange, Subscription } from '../subscription.entity';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { chooseDevicesError } from './billing-errors';
import { reviseRequestId } from './plan-change-paypal';

export interface DowngradeDeps {
  subscriptions: SubscriptionRepositoryPort;
  licenses: LicenseRepositoryPort;
  machines: MachineRepositoryPort;
  payments: PaymentProviderPort;
  planIds: ProviderPlanIds;
  /** Where PayPal sends the buyer back from consenting to a revision. */
  returnUrls: { returnUrl: string; cancelUrl: string };
  /** The VAT a revision sends PayPal again (providerTaxOf). */
  providerTax: { taxPercentage?: number };
}

/**
 * Schedules the downgrade `quote` describes for quote.effectiveAt. To a lower tier of the same
 * billing period, PayPal is asked at once to bill the new plan's price from then on (a price
 * override, which needs no consent): `approvalUrl` is null. Another billing period is another
 * PayPal plan: PayPal is asked to revise the subscription to it (billed from the next billing
 * date), and `approvalUrl` is where the buyer consents. When the licence has more devices than
 * the new plan gives its owner, the caller names the owner's ones that stay (`keepDeviceIds`:
 * one to `devices` of them, 400 BILLING.CHOOSE_DEVICES otherwise); the others are released at the
 * switch. An upgrade started but not paid for is dropped. Returns the subscription as stored.
 */
export async function scheduleDowngrade(
  deps: DowngradeDeps,
  subscription: Subscription,
  quote: PlanChangeQuote,
  keepDeviceIds: readonly string[] | undefined,
  now: Date,
): Promise<{ subscription: Subscription; approvalUrl: string | null }> {
  const kept = await devicesToKeep(deps, subscription, quote.devices, keepDeviceIds);
  const paypalId = subscription.paypalSubscriptionId as string;
  const periodChanges = quote.to.billingType !== quote.from.billingType;
  const scheduledChange: ScheduledPlanChange = {
    plan: quote.to.plan,
    billingType: quote.to.billingType,
    effectiveAt: quote.effectiveAt,
    paypalPlanId: periodChanges ? deps.planIds[quote.to.plan][quote.to.billingType] : null,
    consentedAt: null,
    keepDeviceIds: kept,
    scheduledAt: now,
  };
  let approvalUrl: string | null = null;
  if (scheduledChange.paypalPlanId === null) {
    await deps.payments.setSubscriptionPrice(paypalId, planPrice(quote.to));
  } else {
    const revision = { planId: scheduledChange.paypalPlanId, ...deps.returnUrls, requestId: reviseRequestId(subscription.id, now), ...deps.providerTax };
    approvalUrl = (await deps.payments.reviseSubscription(paypalId, revision)).approvalUrl;
  }
  const scheduled: Subscription = { ...subscription, scheduledChange, planChange: null, updatedAt: now };
  await deps.subscriptions.savePlanChanges(subscription.id, scheduled);
  return { subscription: scheduled, approvalUrl };
}

/** Null when every device fits the new plan; else the caller's valid choice (see scheduleDowngrade). */
async function devicesToKeep(
  deps: DowngradeDeps,
  subscription: Subscription,
  capacity: number,
  keepDeviceIds: readonly string[] | undefined,
): Promise<string[] | null> {
  const license = await deps.licenses.findBySubscriptionId(subscription.id);
  const devices = license ? (await deps.machines.listForLicenses([license.id])).filter((device) => device.userId === license.userId) : [];
  if (devices.length <= capacity) return null;
  const chosen = new Set(keepDeviceIds ?? []);
  const valid =
    chosen.size === (keepDeviceIds?.length ?? 0) &&
    chosen.size >= 1 &&
    chosen.size <= capacity &&
    [...chosen].every((id) => devices.some((device) => device.id === id));
  if (!valid) throw chooseDevicesError(capacity);
  return [...chosen];
}
