import { ConsoleOverviewPort, countsByKey, RESOLVED_DISPUTE_STATUS, type ConsoleOverview } from '../admin/console-overview.port';
import { SUBSCRIPTION_STATUSES } from '../billing/subscription.entity';
import { CONTACT_MESSAGE_STATUSES } from '../leads/contact-message.entity';
import { DEMO_REQUEST_STATUSES } from '../leads/demo-request.entity';
import { isTrialLicense } from '../licensing/license-rules';
import { DESKTOP_LICENSE_STATUSES, desktopLicenseStatus } from '../licensing/use-cases/desktop-license-view';
import { InMemoryRepository } from './in-memory-store';

function tally(values: readonly string[]): Map<string, number> {
  const counted = new Map<string, number>();
  for (const value of values) counted.set(value, (counted.get(value) ?? 0) + 1);
  return counted;
}

export class InMemoryConsoleOverview extends InMemoryRepository implements ConsoleOverviewPort {
  async counts(now: Date): Promise<ConsoleOverview> {
    const customers = this.store.users.filter((user) => user.role === 'customer');
    const twoFactorOn = new Set(this.store.twoFactorCredentials.filter((credential) => credential.enabledAt !== null).map((credential) => credential.userId));
    const licenses = this.store.licenses.filter(() => true);
    return {
      customers: {
        total: customers.length,
        verified: customers.filter((user) => user.isVerified).length,
        twoFactor: customers.filter((user) => twoFactorOn.has(user.id)).length,
      },
      trialsRunning: licenses.filter((license) => isTrialLicense(license) && desktopLicenseStatus(license, now) === 'active').length,
      subscriptions: countsByKey(SUBSCRIPTION_STATUSES, tally(this.store.subscriptions.filter(() => true).map((subscription) => subscription.status))),
      licenses: countsByKey(DESKTOP_LICENSE_STATUSES, tally(licenses.map((license) => desktopLicenseStatus(license, now)))),
      leads: {
        demo: countsByKey(DEMO_REQUEST_STATUSES, tally(this.store.demoRequests.filter(() => true).map((request) => request.status))),
        contact: countsByKey(CONTACT_MESSAGE_STATUSES, tally(this.store.contactMessages.filter(() => true).map((message) => message.status))),
      },
      openDisputes: this.store.disputes.filter((dispute) => dispute.status !== RESOLVED_DISPUTE_STATUS).length,
    };
  }
}
