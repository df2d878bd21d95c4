import { randomBytes, randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DAY_MS, LicenseRepositoryPort, SubscriptionRepositoryPort, generateLicenseKey, type License } from '@pointforge/domain';
import { aSubscription } from '@pointforge/domain/testing';
import { CryptoTokenGenerator } from '@pointforge/infra';

/** A paid Standard licence of a monthly subscription of `userId`, paid for a month from now, stored the way billing stores one. */
export async function givenPaidLicense(app: INestApplication, userId: string): Promise<License> {
  const now = new Date();
  const subscriptionId = randomUUID();
  const paidMonth = new Date(now.getTime() + 30 * DAY_MS);
  await app.get(SubscriptionRepositoryPort).create({
    ...aSubscription()
      .withId(subscriptionId)
      .ownedBy(userId)
      .withPaypalSubscriptionId(`I-${randomBytes(6).toString('hex').toUpperCase()}`)
      .startingAt(now)
      .forPlan('standard', 'monthly')
      .withNextBillingDate(paidMonth)
      .build(),
    lastPaymentAt: now,
    paidCycles: 1,
  });
  const license: License = {
    id: randomUUID(),
    userId,
    subscriptionId,
    licenseKey: generateLicenseKey(new CryptoTokenGenerator()),
    plan: 'standard',
    seats: 1,
    billingType: 'monthly',
    isActive: true,
    suspendedAt: null,
    expiryDate: paidMonth,
    paidThrough: paidMonth,
    createdAt: new Date(now.getTime() + 1000),
  };
  return app.get(LicenseRepositoryPort).issueForSubscriptionOnce(license);
}
