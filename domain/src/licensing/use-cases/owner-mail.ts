import type { AccountLinks } from '../../accounts/use-cases/account-links';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import type { LicensePlan } from '../../catalog/plan.types';
import { getPlan } from '../../catalog/plans';
import type { MailMessage, OwnerMailData } from '../../mail/mail-templates';
import type { JobQueuePort } from '../../ports/job-queue.port';
import { enqueueMail } from '../../ports/mail-job';

/** A mail message without its recipient: each template with its own data. */
type Unaddressed = MailMessage extends infer Message ? (Message extends MailMessage ? Omit<Message, 'to'> : never) : never;

/**
 * Emails the owner of a licence or subscription about it. A row whose account was deleted
 * stays, with no one to tell: then nothing is sent. The key names the event and is the job
 * id too, so a repeat is neither queued nor sent twice.
 */
export class OwnerMail {
  constructor(
    private readonly users: UserRepositoryPort,
    private readonly jobs: JobQueuePort,
    private readonly links: Pick<AccountLinks, 'dashboardUrl'>,
  ) {}

  /** Queues the email `compose` writes (its template and data) from what every one of these emails carries. */
  async send(owned: { userId: string | null; plan: LicensePlan }, idempotencyKey: string, compose: (shared: OwnerMailData) => Unaddressed): Promise<void> {
    const owner = owned.userId === null ? null : await this.users.findById(owned.userId);
    if (!owner) return;
    const shared = { firstName: owner.firstName, planName: getPlan(owned.plan).name, dashboardUrl: this.links.dashboardUrl };
    const message: MailMessage = { to: owner.email, ...compose(shared) };
    await enqueueMail(this.jobs, idempotencyKey, message);
  }
}
