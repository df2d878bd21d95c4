import type { SessionRepositoryPort } from '../../accounts/session.repository.port';
import { isTwoFactorEnabled } from '../../accounts/two-factor.entity';
import type { TwoFactorRepositoryPort } from '../../accounts/two-factor.repository.port';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import type { DisputeRepositoryPort } from '../../billing/dispute.repository.port';
import type { SubscriptionRepositoryPort } from '../../billing/subscription.repository.port';
import type { LicenseRepositoryPort } from '../../licensing/license.repository.port';
import type { MachineRepositoryPort } from '../../licensing/machine.repository.port';
import type { MailDeliveryLogPort } from '../../mail/mail-delivery-log.port';
import type { ClockPort } from '../../shared/clock.port';
import { customerNotFoundError } from '../admin-errors';
import { toCustomerDetail, toCustomerLicense, type CustomerDetail } from '../customer-views';

/** How many of the latest sessions and emails the customer drawer shows. */
export const CUSTOMER_RECENT_SESSIONS = 10;
export const CUSTOMER_RECENT_EMAILS = 20;

/** Everything support needs about one account, read at once: no need to open the database. */
export class GetCustomerUseCase {
  constructor(
    private readonly users: UserRepositoryPort,
    private readonly twoFactor: TwoFactorRepositoryPort,
    private readonly licenses: LicenseRepositoryPort,
    private readonly machines: MachineRepositoryPort,
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly sessions: SessionRepositoryPort,
    private readonly mailDeliveries: MailDeliveryLogPort,
    private readonly clock: ClockPort,
    private readonly disputes: DisputeRepositoryPort,
  ) {}

  async execute(customerId: string): Promise<CustomerDetail> {
    const user = await this.users.findById(customerId);
    if (!user) throw customerNotFoundError();
    const licenses = await this.licenses.listForUser(user.id);
    const [credential, machines, subscriptions, sessions, emails] = await Promise.all([
      this.twoFactor.findByUserId(user.id),
      this.machines.listForLicenses(licenses.map((license) => license.id)),
      this.subscriptions.listForUser(user.id),
      this.sessions.listRecentForUser(user.id, CUSTOMER_RECENT_SESSIONS),
      this.mailDeliveries.listForRecipient(user.email, CUSTOMER_RECENT_EMAILS),
    ]);
    const disputes = (await Promise.all(subscriptions.map((subscription) => this.disputes.listForSubscription(subscription.id)))).flat();
    const now = this.clock.now();
    return toCustomerDetail({
      user,
      twoFactorEnabled: isTwoFactorEnabled(credential),
      licenses: licenses.map((license) => toCustomerLicense(license, machines, now)),
      subscriptions,
      sessions,
      emails,
      disputes,
    });
  }
}
