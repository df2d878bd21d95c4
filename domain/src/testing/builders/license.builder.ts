import { CROCKFORD_BASE32_ALPHABET } from '../../catalog/constants';
import type { BillingType, LicensePlan } from '../../catalog/plan.types';
import { getPlan } from '../../catalog/plans';
import type { License } from '../../licensing/license.entity';
import { BUILDER_EPOCH } from './builder-defaults';
import { EntityBuilder } from './entity-builder';

/** A valid, distinct key per sequence number: PF-00000-00000-00000-00000-0000N in base32. */
function sequentialKey(n: number): string {
  let digits = '';
  let rest = n;
  do {
    digits = CROCKFORD_BASE32_ALPHABET[rest % 32] + digits;
    rest = Math.floor(rest / 32);
  } while (rest > 0);
  const symbols = digits.padStart(25, '0').slice(-25);
  return `PF-${symbols.match(/.{5}/g)!.join('-')}`;
}

/**
 * Test data: `aLicense().trial().expiringAt(d).build()`. By default a paid Standard
 * licence of `user-1`, billed annually, active, issued at BUILDER_EPOCH and running for a year.
 */
export class LicenseBuilder extends EntityBuilder<License> {
  constructor() {
    super('license', (n) => ({
      userId: 'user-1',
      subscriptionId: `subscription-${n}`,
      licenseKey: sequentialKey(n),
      plan: 'standard',
      seats: getPlan('standard').seats,
      billingType: 'annual',
      isActive: true,
      suspendedAt: null,
      expiryDate: new Date(Date.UTC(2026, 5, 1)),
      paidThrough: null,
      createdAt: BUILDER_EPOCH,
    }));
  }

  ownedBy(userId: string | null): this {
    return this.with({ userId });
  }

  /** Detached from a deleted account: the row stays, the owner is gone. */
  detached(): this {
    return this.ownedBy(null);
  }

  withKey(licenseKey: string): this {
    return this.with({ licenseKey });
  }

  /** A trial: plan trial, no subscription, one seat, no billing. */
  trial(): this {
    return this.withPlan('trial').forSubscription(null).with({ billingType: null });
  }

  billed(billingType: BillingType | null): this {
    return this.with({ billingType });
  }

  /** Sets the plan and the seats it carries. */
  withPlan(plan: LicensePlan): this {
    return this.with({ plan, seats: getPlan(plan).seats });
  }

  forSubscription(subscriptionId: string | null): this {
    return this.with({ subscriptionId });
  }

  active(): this {
    return this.with({ isActive: true });
  }

  inactive(): this {
    return this.with({ isActive: false });
  }

  expiringAt(expiryDate: Date): this {
    return this.with({ expiryDate });
  }

  createdAt(date: Date): this {
    return this.with({ createdAt: date });
  }
}

export function aLicense(): LicenseBuilder {
  return new LicenseBuilder();
}
