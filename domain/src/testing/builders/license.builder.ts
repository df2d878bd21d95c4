import { CROCKFORD_BASE32_ALPHABET } from '../../catalog/constants';
import type { LicensePlan } from '../../catalog/plan.types';
import { getPlan } from '../../catalog/plans';
import type { License } from '../../licensing/license.entity';
import { BUILDER_EPOCH, nextSequence } from './builder-defaults';

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
 * licence of `user-1`, active, issued at BUILDER_EPOCH and running for a year.
 */
export class LicenseBuilder {
  private license: License;

  constructor() {
    const n = nextSequence();
    this.license = {
      id: `license-${n}`,
      userId: 'user-1',
      subscriptionId: `subscription-${n}`,
      licenseKey: sequentialKey(n),
      plan: 'standard',
      seats: getPlan('standard').seats,
      isActive: true,
      suspendedAt: null,
      expiryDate: new Date(Date.UTC(2026, 5, 1)),
      paidThrough: null,
      createdAt: BUILDER_EPOCH,
    };
  }

  withId(id: string): this {
    this.license.id = id;
    return this;
  }

  ownedBy(userId: string | null): this {
    this.license.userId = userId;
    return this;
  }

  /** Detached from a deleted account: the row stays, the owner is gone. */
  detached(): this {
    return this.ownedBy(null);
  }

  withKey(licenseKey: string): this {
    this.license.licenseKey = licenseKey;
    return this;
  }

  /** A trial: plan trial, no subscription, one seat. */
  trial(): this {
    this.license.subscriptionId = null;
    return this.withPlan('trial');
  }

  /** Sets the plan and the seats it carries. */
  withPlan(plan: LicensePlan): this {
    this.license.plan = plan;
    this.license.seats = getPlan(plan).seats;
    return this;
  }

  forSubscription(subscriptionId: string | null): this {
    this.license.subscriptionId = subscriptionId;
    return this;
  }

  active(): this {
    this.license.isActive = true;
    return this;
  }

  inactive(): this {
    this.license.isActive = false;
    return this;
  }

  expiringAt(expiryDate: Date): this {
    this.license.expiryDate = expiryDate;
    return this;
  }

  createdAt(date: Date): this {
    this.license.createdAt = date;
    return this;
  }

  build(): License {
    return { ...this.license };
  }
}

export function aLicense(): LicenseBuilder {
  return new LicenseBuilder();
}
