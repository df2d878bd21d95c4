import type { AccountLinks } from '../../accounts/use-cases/account-links';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import { formatLongUsDate } from '../../catalog/format';
import type { License } from '../../licensing/license.entity';
import type { LicenseRepositoryPort } from '../../licensing/license.repository.port';
import type { MachineRepositoryPort } from '../../licensing/machine.repository.port';
import { desktopLicenseStatus } from '../../licensing/use-cases/desktop-license-view';
import { OwnerMail } from '../../licensing/use-cases/owner-mail';
import type { JobQueuePort } from '../../ports/job-queue.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { ClockPort } from '../../shared/clock.port';
import { adminLicenseNotFoundError } from '../admin-errors';
import type { AuditAction, AuditActor, AuditValue } from '../audit-entry.entity';
import type { AuditTrail } from '../audit-trail';
import { toCustomerLicense, type CustomerLicense } from '../customer-views';

/** Longest reason an operator gives for a licence change (kept in the audit entry). */
export const LICENSE_ACTION_REASON_MAX_LENGTH = 1000;

type SupportTemplate = 'license-extended' | 'license-suspended-by-support' | 'license-reinstated' | 'license-key-rotated';

/** What every licence action is given: the licence, the operator's reason, and who acts. */
export interface LicenseActionInput {
  licenseId: string;
  reason: string;
  actor: AuditActor;
}

/**
 * What support's licence actions (extend, suspend, reinstate) share: loading the licence,
 * the audited change with the licence's state before and after and the operator's reason,
 * and the owner's email, all in one transaction, so a change is never left unaudited or
 * unannounced. The email's idempotency key names the change, so a retry sends it once.
 */
export abstract class LicenseSupportAction {
  private readonly owner: OwnerMail;

  constructor(
    protected readonly licenses: LicenseRepositoryPort,
    private readonly machines: MachineRepositoryPort,
    users: UserRepositoryPort,
    jobs: JobQueuePort,
    links: Pick<AccountLinks, 'dashboardUrl'>,
    private readonly audit: AuditTrail,
    private readonly transaction: TransactionPort,
    protected readonly clock: ClockPort,
  ) {
    this.owner = new OwnerMail(users, jobs, links);
  }

  /** `action` names the audit entry and the owner's email. */
  protected async change(
    { licenseId, reason, actor }: Pick<LicenseActionInput, 'licenseId' | 'actor'> & { reason: string | null },
    action: { name: AuditAction; template: SupportTemplate },
    write: (license: License) => Promise<{ changed: License; emailKey: string }>,
  ): Promise<CustomerLicense> {
    return this.transaction.run(async () => {
      const license = await this.licenses.findById(licenseId);
      if (!license) throw adminLicenseNotFoundError();
      const { changed, emailKey } = await write(license);
      await this.audit.record({
        actor,
        action: action.name,
        target: { type: 'license', id: license.id },
        before: this.auditState(license),
        after: { ...this.auditState(changed), ...(reason !== null && { reason }) },
      });
      await this.emailOwner(changed, action.template, emailKey);
      return toCustomerLicense(changed, await this.machines.listForLicenses([changed.id]), this.clock.now());
    });
  }

  private auditState(license: License): { [key: string]: AuditValue } {
    return {
      licenseKey: license.licenseKey,
      expiryDate: license.expiryDate.toISOString(),
      isActive: license.isActive,
      suspendedAt: license.suspendedAt?.toISOString() ?? null,
      status: desktopLicenseStatus(license, this.clock.now()),
    };
  }

  private async emailOwner(license: License, template: SupportTemplate, emailKey: string): Promise<void> {
    await this.owner.send(license, `${template}:${emailKey}`, (shared) => {
      const data = { ...shared, licenseKey: license.licenseKey };
      return template === 'license-suspended-by-support'
        ? { template, data }
        : { template, data: { ...data, expiryDate: formatLongUsDate(license.expiryDate) } };
    });
  }
}
