import type { LicenseRepositoryPort } from '../../licensing/license.repository.port';
import type { MachineRepositoryPort } from '../../licensing/machine.repository.port';
import type { PaymentProviderPort } from '../../ports/payment.port';
import { planPrice, type PlanChangeQuote } from '../plan-change';
import type { ScheduledPlanChange, Subscription } from '../subscription.entity';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { chooseDevicesError, downgradeNotAvailableError } from './billing-errors';

export interface DowngradeDeps {
  subscriptions: SubscriptionRepositoryPort;
  licenses: LicenseRepositoryPort;
  machines: MachineRepositoryPort;
  payments: PaymentProviderPort;
}

/**
 * Schedules the downgrade `quote` describes for the end of the paid period (quote.effectiveAt)
 * and asks PayPal to bill the new plan's price from then on (a price override, which needs no
 * consent from the buyer). When the licence has more devices than the new plan has seats, the
 * caller names the ones that stay (`keepDeviceIds`: one to `seats` of them, 400
 * BILLING.CHOOSE_DEVICES otherwise); the others are released at the switch. A move from annual
 * to monthly billing is a new subscription at PayPal, which this cannot schedule: 409. An
 * upgrade started but not paid for is dropped. Returns the subscription as stored.
 */
export async function scheduleDowngrade(
  deps: DowngradeDeps,
  subscription: Subscription,
  quote: PlanChangeQuote,
  keepDeviceIds: readonly string[] | undefined,
  now: Date,
): Promise<Subscription> {
  if (quote.to.billingType !== quote.from.billingType) throw downgradeNotAvailableError();
  const license = await deps.licenses.findBySubscriptionId(subscription.id);
  const devices = license ? await deps.machines.listForLicenses([license.id]) : [];
  let kept: string[] | null = null;
  if (devices.length > quote.seats) {
    const chosen = new Set(keepDeviceIds ?? []);
    const valid =
      chosen.size === (keepDeviceIds?.length ?? 0) && chosen.size >= 1 && chosen.size <= quote.seats && [...chosen].every((id) => devices.some((device) => device.id === id));
    if (!valid) throw chooseDevicesError(quote.seats);
    kept = [...chosen];
  }
  await deps.payments.setSubscriptionPrice(subscription.paypalSubscriptionId as string, planPrice(quote.to));
  const scheduledChange: ScheduledPlanChange = { plan: quote.to.plan, billingType: quote.to.billingType, effectiveAt: quote.effectiveAt, keepDeviceIds: kept, scheduledAt: now };
  const scheduled: Subscription = { ...subscription, scheduledChange, planChange: null, updatedAt: now };
  await deps.subscriptions.savePlanChanges(subscription.id, scheduled);
  return scheduled;
}
