import { isTwoFactorEnabled } from '../accounts/two-factor.entity';
import type { User } from '../accounts/user.entity';
import { CustomerDirectoryPort, type CustomerFilter } from '../admin/customer-directory.port';
import { isTrialLicense } from '../licensing/license-rules';
import { desktopLicenseStatus } from '../licensing/use-cases/desktop-license-view';
import { createdAtKey, pageOfRows, type Page, type PageRequest } from '../shared/page';
import { matchesTextSearch, parseTextSearch } from '../shared/text-search';
import { byNewestFirst } from './in-memory-table';
import { InMemoryRepository } from './in-memory-store';

export class InMemoryCustomerDirectory extends InMemoryRepository implements CustomerDirectoryPort {
  async search(filter: CustomerFilter, page: PageRequest, now: Date): Promise<Page<User>> {
    return pageOfRows(this.store.users.filter((user) => this.matches(user, filter, now)).sort(byNewestFirst), page, createdAtKey);
  }

  private matches(user: User, filter: CustomerFilter, now: Date): boolean {
    const search = filter.search === undefined ? undefined : parseTextSearch(filter.search);
    const licenses = this.store.licenses.filter((license) => license.userId === user.id);
    const subscriptions = this.store.subscriptions.filter((subscription) => subscription.userId === user.id);
    const paying = subscriptions.some((subscription) => subscription.status === 'active');
    // The Overview's "Trials running": a trial licence the desktop app runs now.
    const inTrial = !paying && licenses.some((license) => isTrialLicense(license) && desktopLicenseStatus(license, now) === 'active');
    const credential = this.store.twoFactorCredentials.find((row) => row.userId === user.id);
    return (
      (search === undefined || matchesTextSearch(search, user.email, [user.email, user.firstName, user.lastName, user.company])) &&
      (filter.plan === undefined || licenses.some((license) => license.plan === filter.plan)) &&
      (filter.subscriptionStatus === undefined || subscriptions.some((subscription) => subscription.status === filter.subscriptionStatus)) &&
      (filter.stage === undefined || (filter.stage === 'paying' ? paying : inTrial)) &&
      (filter.verified === undefined || user.isVerified === filter.verified) &&
      (filter.twoFactor === undefined || isTwoFactorEnabled(credential) === filter.twoFactor)
    );
  }
}
