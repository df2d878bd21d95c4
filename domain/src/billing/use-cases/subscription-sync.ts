import type { AccountLinks } from '../../accounts/use-cases/account-links';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import { billingPeriodEnd, getPlan } from '../../catalog/plans';
import type { License } from '../../licensing/license.entity';
import { newSubscriptionLicense } from '../../licensing/license.factory';
import type { LicenseRepositoryPort } from '../../licensing/license.repository.port';
import type { MachineRepositoryPort } from '../../licensing/machine.repository.port';
import type { JobQueuePort } from '../../ports/job-queue.port';
import type { ProviderSubscription } from '../../ports/payment.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import { isFirstPaymentDeclined } from '../first-payment';
import { isAwaitingActivation, isAwaitingConsent, type ScheduledPlanChange, type Subscription } from '../subscription.entity';
import type { TransactionPort } from '../../ports/transaction.port';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { SubscriptionEmails } from './subscription-emails';
import {
  STATUS_FROM_PROVIDER,
  consentOf,
  cyclesGrown,
  isNewPayment,
  isPaymentFailing,
  isResumeApproved,
  laterThan,
  latest,
  recordedCycles,
} from './subscription-sync-rules';

/** How a payment was taken back: refunded in full, or reversed (a chargeback). */
export interface TakenBackPayment {
  saleId: string;
  outcome: 'refunded' | 'reversed';
}

/** How renewals are handled: the grace period, and where a customer updates a failing payment method. */
export interface RenewalSettings {
  /** How long a licence outlives its paid period (DEFAULT_GRACE_PERIOD_MS unless configured). */
  gracePeriodMs: number;
  /** The payment provider's page for changing how a subscription is paid (PayPal's automatic payments). */
  updatePaymentMethodUrl: string;
}

/**
 * Brings a stored subscription and its licence in line with what the provider reports.
 * Execute, the webhook and reconciliation all go through here, so they agree: a licence is
 * issued (once, unique per subscription) or extended only on evidence that PayPal took the
 * money, a `last_payment` newer than the one recorded or more paid cycles
 * (`cycles_completed`) than recorded; it is paid through the end of the paid period
 * (`paidThrough`, the date customers see, and the subscription's `endDate`) and runs on
 * for the grace period after it, while PayPal collects the renewal.
 *
 * A failing renewal (failed attempts or an outstanding balance) never extends it: the
 * subscription records when access ends (`overdueAccessUntil`) and the customer is emailed
 * once per period. PayPal suspending the subscription for that failure leaves the licence
 * running to the end of the grace period (reconciliation then ends the subscription); a
 * suspension for any other reason switches it off, and re-activating it (or a new payment)
 * switches it back on. Once nothing more will be charged (cancelled, expired) access ends
 * with the paid period: the grace period is cut. A payment taken back suspends the licence.
 * Each change is one transaction: the licence, the subscription and the email commit
 * together or not at all.
 */
export class SubscriptionSync {
  private readonly emails: SubscriptionEmails;

  constructor(
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly licenses: LicenseRepositoryPort,
    private readonly machines: MachineRepositoryPort,
    users: UserRepositoryPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    jobs: JobQueuePort,
    links: Pick<AccountLinks, 'dashboardUrl'>,
    private readonly transaction: TransactionPort,
    private readonly renewals: RenewalSettings,
  ) {
    this.emails = new SubscriptionEmails(users, jobs, links, renewals.updatePaymentMethodUrl);
  }

  /**
   * The subscription is APPROVED or ACTIVE at the provider with our plan: once PayPal reports
   * its first payment, store it active and issue its licence once, emailing the key the first
   * time. Before that payment nothing changes and `license` is null: the licence follows when
   * the payment arrives (webhook or reconciliation). Safe to repeat, concurrently too.
   */
  async activate(subscription: Subscription, provider: ProviderSubscription): Promise<{ subscription: Subscription; license: License | null }> {
    const resumed = isAwaitingActivation(subscription) ? await this.takeOverLicense(subscription, provider) : null;
    if (resumed) return resumed;
    // A payment PayPal counts in cycles_completed but not (yet) in last_payment was taken by now.
    const paidAt = provider.lastPaymentTime ?? (provider.cyclesCompleted > 0 ? (subscription.lastPaymentAt ?? this.clock.now()) : null);
    if (paidAt === null) return { subscription, license: null };
    return this.transaction.run(async () => {
      const now = this.clock.now();
      const paidUntil = laterThan(now, provider.nextBillingTime) ?? billingPeriodEnd(paidAt, subscription.billingType);
      const candidate = newSubscriptionLicense({ subscription, paidThrough: paidUntil, expiryDate: this.withGrace(paidUntil), now }, this.tokens);
      const license = await this.licenses.issueForSubscriptionOnce(candidate);
      if (license.id === candidate.id) await this.emails.licenseIssued(subscription, license);

      const firstActivation = isAwaitingActivation(subscription);
      const active: Subscription = {
        ...subscription,
        status: firstActivation ? 'active' : subscription.status,
        paypalSubscriptionId: subscription.paypalSubscriptionId ?? provider.id,
        startDate: firstActivation ? now : subscription.startDate,
        endDate: license.paidThrough ?? paidUntil,
        nextBillingDate: subscription.status === 'cancelled' ? null : paidUntil,
        overdueAccessUntil: isPaymentFailing(provider) ? license.expiryDate : null,
        lastPaymentAt: latest(subscription.lastPaymentAt, paidAt),
        paidCycles: recordedCycles(subscription, provider),
        updatedAt: now,
      };
      await this.subscriptions.update(active);
      return { subscription: active, license };
    });
  }

  /** Applies the provider's current state (status, next billing, payments); returns the stored result. */
  async sync(subscription: Subscription, provider: ProviderSubscription): Promise<Subscription> {
    return this.transaction.run(async () => {
      // Stamped approved first: should it take nothing over (another resume has the licence), it shows as "Payment pending".
      if (isResumeApproved(subscription, provider)) return (await this.activate(await this.recordApproval(subscription, provider), provider)).subscription;
      const status = STATUS_FROM_PROVIDER[provider.status];
      // Before the first payment only the approval, or a declined first payment (PayPal may
      // suspend it at once), matters.
      if (status === null || (isAwaitingActivation(subscription) && isFirstPaymentDeclined(provider))) return this.recordApproval(subscription, provider);
      const awaitingActivation = isAwaitingActivation(subscription);
      if (status === 'active' && awaitingActivation) {
        if (provider.planId !== subscription.paypalPlanId) return subscription;
        return (await this.activate(subscription, provider)).subscription;
      }

      const now = this.clock.now();
      let license = await this.licenses.findBySubscriptionId(subscription.id);
      const paidUntil = laterThan(now, provider.nextBillingTime);
      const newLastPayment = isNewPayment(subscription, provider);
      const newPayment = newLastPayment || cyclesGrown(subscription, provider);
      const failing = isPaymentFailing(provider);
      const billed = status === 'active' || status === 'suspended';
      if (license && billed && newPayment && paidUntil && this.withGrace(paidUntil).getTime() > license.expiryDate.getTime()) {
        // A renewal was paid (or an overdue one captured): paid through the new period, working again if PayPal has it active.
        license = { ...license, paidThrough: paidUntil, expiryDate: this.withGrace(paidUntil), isActive: license.isActive || status === 'active' };
        await this.licenses.update(license);
      } else if (license?.isActive && status === 'suspended' && subscription.status !== 'suspended' && !failing) {
        // Suspended at PayPal by hand, not for a failed payment: no access until it is re-activated.
        license = { ...license, isActive: false };
        await this.licenses.update(license);
      } else if (license?.isActive && !billed && license.paidThrough && license.expiryDate.getTime() > license.paidThrough.getTime()) {
        // Cancelled or expired at PayPal: nothing more is collected, so access ends with the paid period.
        license = { ...license, expiryDate: license.paidThrough };
        await this.licenses.update(license);
      } else if (license && !license.isActive && status === 'active' && subscription.status === 'suspended' && license.expiryDate > now) {
        // Re-activated at PayPal within the paid period (plus grace): access returns.
        license = { ...license, isActive: true };
        await this.licenses.update(license);
      }
      if (license && billed && failing) {
        await this.emails.paymentFailed(subscription, license);
      }
      // PayPal bills the plan a change asked for (the buyer consented to the revision): the change is complete.
      // A renewal still on the old plan ends a change whose revision was never approved: its prorated
      // payment bought the new plan until that renewal, and the old plan is what is paid for next.
      const change = subscription.planChange;
      const changed = change !== null && provider.planId === change.paypalPlanId ? change : null;
      const lapsed = change !== null && changed === null && change.paidAt !== null && newPayment;
      const scheduled = consentOf(subscription.scheduledChange, provider, now);
      // A scheduled downgrade whose time has come (its period has begun, or PayPal billed it): it takes effect
      // if PayPal bills it (a price override, or a revision the buyer consented to), and lapses otherwise.
      const downgradeDue = billed && scheduled !== null && (scheduled.effectiveAt <= now || (paidUntil !== null && paidUntil > scheduled.effectiveAt));
      const downgrade = downgradeDue && !isAwaitingConsent(scheduled) ? scheduled : null;
      // A payment with no change under way is for the subscription's own plan (a licence taken over from an unfinished upgrade goes back to it).
      const licensed = downgrade ?? changed ?? (lapsed || (change === null && newPayment) ? subscription : null);
      if (
        licensed &&
        license &&
        (license.plan !== licensed.plan || license.seats !== getPlan(licensed.plan).seats || license.billingType !== licensed.billingType)
      ) {
        license = { ...license, plan: licensed.plan, seats: getPlan(licensed.plan).seats, billingType: licensed.billingType };
        await this.licenses.update(license);
      }
      if (downgrade && license) await this.releaseDevicesBeyondSeats(license, downgrade);
      const updated: Subscription = {
        ...subscription,
        ...(changed ? { plan: changed.plan, billingType: changed.billingType, paypalPlanId: changed.paypalPlanId, planChange: null } : {}),
        ...(lapsed ? { planChange: null } : {}),
        // Done, lapsed, or moot once PayPal bills nothing more.
        scheduledChange: billed && !downgradeDue ? scheduled : null,
        ...(downgrade ? { plan: downgrade.plan, billingType: downgrade.billingType, paypalPlanId: downgrade.paypalPlanId ?? subscription.paypalPlanId } : {}),
        status: awaitingActivation ? subscription.status : status,
        endDate: license?.paidThrough ?? subscription.endDate,
        overdueAccessUntil: license && billed && failing ? license.expiryDate : null,
        nextBillingDate: status === 'active' ? (paidUntil ?? subscription.nextBillingDate) : null,
        lastPaymentAt: newLastPayment ? provider.lastPaymentTime : subscription.lastPaymentAt,
        paidCycles: recordedCycles(subscription, provider),
        updatedAt: now,
      };
      await this.subscriptions.update(updated);
      if (updated.planChange !== subscription.planChange || updated.scheduledChange !== subscription.scheduledChange) {
        await this.subscriptions.savePlanChanges(updated.id, updated);
      }
      return updated;
    });
  }

  /**
   * A payment was refunded in full or reversed: the licence stops working (isActive false)
   * and its owner is emailed. The provider's current state is applied first, so a renewal
   * this process has not seen yet is already counted and cannot switch the licence back on
   * later; only a new payment after this one does.
   */
  async suspendLicense(subscription: Subscription, provider: ProviderSubscription, payment: TakenBackPayment): Promise<void> {
    return this.transaction.run(async () => {
      await this.sync(subscription, provider);
      const license = await this.licenses.findBySubscriptionId(subscription.id);
      if (!license?.isActive) return;
      await this.licenses.update({ ...license, isActive: false });
      await this.emails.licenseSuspended(subscription, license, payment);
    });
  }

  /**
   * Stores the cancellation. The licence keeps running to the end of the paid period, no
   * longer: with nothing more to collect, the grace period has no purpose. A licence billing
   * switched off (a refund) keeps its expiry, so the desktop app is told it is suspended.
   */
  async markCancelled(subscription: Subscription): Promise<Subscription> {
    return this.transaction.run(async () => {
      let license = await this.licenses.findBySubscriptionId(subscription.id);
      if (license?.isActive && license.paidThrough && license.expiryDate.getTime() > license.paidThrough.getTime()) {
        license = { ...license, expiryDate: license.paidThrough };
        await this.licenses.update(license);
      }
      const cancelled: Subscription = {
        ...subscription,
        status: 'cancelled',
        scheduledChange: null,
        endDate: license?.paidThrough ?? license?.expiryDate ?? subscription.endDate,
        nextBillingDate: null,
        overdueAccessUntil: null,
        updatedAt: this.clock.now(),
      };
      await this.subscriptions.update(cancelled);
      if (subscription.scheduledChange !== null) await this.subscriptions.savePlanChanges(cancelled.id, cancelled);
      return cancelled;
    });
  }

  /**
   * The grace period ran out with PayPal still failing to collect (the caller has cancelled
   * it at PayPal): stored cancelled, the licence ended with its paid period, and the owner
   * told once. Nobody is billed for the time the licence was off: the unpaid balance is
   * never collected.
   */
  async markEndedUnpaid(subscription: Subscription): Promise<Subscription> {
    return this.transaction.run(async () => {
      const ended = await this.markCancelled(subscription);
      await this.emails.endedUnpaid(subscription, subscription.overdueAccessUntil ?? this.clock.now());
      return ended;
    });
  }

  /**
   * At a downgrade's switch: of the owner's devices, those the customer chose keep the licence
   * (all of them when there was nothing to choose), as many as the new plan gives a person,
   * those activated first if more. On a single-seat plan only the owner holds a seat, so the
   * other people's devices go too. Every device not staying is released, so the desktop app
   * there asks to be activated again.
   */
  private async releaseDevicesBeyondSeats(license: License, downgrade: ScheduledPlanChange): Promise<void> {
    const devices = await this.machines.listForLicenses([license.id]);
    const ownerDevices = devices.filter((device) => device.userId === license.userId);
    const chosen = downgrade.keepDeviceIds;
    const { seats, devicesPerSeat } = getPlan(license.plan);
    const staying = new Set([
      ...(chosen === null ? ownerDevices : ownerDevices.filter((device) => chosen.includes(device.id))).slice(0, devicesPerSeat).map((device) => device.id),
      ...(seats > 1 ? devices.filter((device) => device.userId !== license.userId).map((device) => device.id) : []),
    ]);
    for (const device of devices) {
      if (!staying.has(device.id)) await this.machines.release(license.id, device.id);
    }
  }

  /**
   * Before the first payment: a checkout PayPal reports approved (APPROVED or ACTIVE) is
   * stamped `approvedAt` once, so the dashboard shows it as "Payment pending"; one whose
   * first payment PayPal declined is closed (`abandoned`): the buyer is sent to try again,
   * and should PayPal collect it after all, the payment still activates it. Anything else is
   * returned as it is.
   */
  async recordApproval(subscription: Subscription, provider: ProviderSubscription): Promise<Subscription> {
    if (subscription.status !== 'pending') return subscription;
    if (isFirstPaymentDeclined(provider)) return this.markCheckoutClosed(subscription);
    if (subscription.approvedAt !== null || (provider.status !== 'APPROVED' && provider.status !== 'ACTIVE')) return subscription;
    const approvedAt = this.clock.now();
    return (await this.subscriptions.recordApproval(subscription.id, approvedAt)) ? { ...subscription, approvedAt } : subscription;
  }

  /** A checkout never activated is closed without PayPal: `abandoned`, no longer polled nor cancellable. */
  async markCheckoutClosed(subscription: Subscription): Promise<Subscription> {
    const closed: Subscription = { ...subscription, status: 'abandoned', updatedAt: this.clock.now() };
    await this.subscriptions.update(closed);
    return closed;
  }

  /**
   * A resumed subscription (`continuesLicenseId`) PayPal reports approved: it is active at
   * once, with no payment (its first charge is at the end of the paid period), and takes
   * over the licence of the cancelled subscription it continues: same key, same paid-through
   * date, the grace period back since PayPal will collect again; the owner is emailed "resumed",
   * not a key. Null (the checkout rules apply: a licence of its own on payment) when the
   * licence is gone or no longer belongs to a cancelled subscription (another resume took it).
   */
  private async takeOverLicense(subscription: Subscription, provider: ProviderSubscription): Promise<{ subscription: Subscription; license: License } | null> {
    if (subscription.continuesLicenseId === null) return null;
    const licenseId = subscription.continuesLicenseId;
    const taken = await this.transaction.run(async () => {
      const license = await this.licenses.findById(licenseId);
      if (!license || license.subscriptionId === null) return null;
      if (license.subscriptionId !== subscription.id) {
        const owner = await this.subscriptions.findById(license.subscriptionId);
        if (owner?.status !== 'cancelled' || !(await this.licenses.transferToSubscription(license.id, owner.id, subscription.id))) return null;
      }
      const now = this.clock.now();
      const paidThrough = license.paidThrough ?? license.expiryDate;
      const continued: License = {
        ...license,
        subscriptionId: subscription.id,
        billingType: subscription.billingType,
        expiryDate: latest(license.expiryDate, this.withGrace(paidThrough)),
      };
      await this.licenses.update(continued);
      const active: Subscription = {
        ...subscription,
        status: 'active',
        paypalSubscriptionId: subscription.paypalSubscriptionId ?? provider.id,
        startDate: now,
        endDate: paidThrough,
        nextBillingDate: laterThan(now, provider.nextBillingTime) ?? paidThrough,
        overdueAccessUntil: null,
        updatedAt: now,
      };
      await this.subscriptions.update(active);
      await this.emails.resumed(active, continued);
      return { subscription: active, license: continued };
    });
    if (!taken || (provider.lastPaymentTime === null && provider.cyclesCompleted === 0)) return taken;
    // Approved only after its start time: PayPal has taken the first payment already, which extends the licence as a renewal.
    const synced = await this.sync(taken.subscription, provider);
    return { subscription: synced, license: (await this.licenses.findById(licenseId)) ?? taken.license };
  }

  private withGrace(paidUntil: Date): Date {
    return new Date(paidUntil.getTime() + this.renewals.gracePeriodMs);
  }
}
