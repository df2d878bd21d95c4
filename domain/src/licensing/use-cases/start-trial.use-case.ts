import { userNotFoundError } from '../../accounts/use-cases/account-errors';
import type { AccountLinks } from '../../accounts/use-cases/account-links';
import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../shared/rate-limit-rules';
import type { User } from '../../accounts/user.entity';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import { formatLongUsDate } from '../../catalog/format';
import type { JobQueuePort } from '../../ports/job-queue.port';
import { enqueueMail } from '../../ports/mail-job';
import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { License } from '../license.entity';
import { newTrialLicense } from '../license.factory';
import type { LicenseRepositoryPort } from '../license.repository.port';
import { trialLedgerAddress } from '../trial-ledger';
import type { TrialLedgerKeyPort } from '../trial-ledger-key.port';
import { trialNeedsVerifiedEmailError, trialNotAvailableError } from './licensing-errors';
import { toPublicLicense, type PublicLicense } from './public-license';

export interface StartTrialInput {
  userId: string;
}

/**
 * Tells whether a failed write was a unique index refusing a duplicate value. The store
 * knows how it reports that; the composition root passes it in.
 */
export type DuplicateValueCheck = (error: unknown) => boolean;

/**
 * A fresh key (and id) is drawn this many times at most. Two keys colliding takes about
 * 2^62 licences, so a second attempt is already a curiosity; the bound only stops a store
 * that keeps reporting duplicates from looping.
 */
const KEY_ATTEMPTS = 3;

/**
 * Issues the 7-day trial licence to a verified user who has never held a licence and whose
 * address (however spelt: see `trialLedgerAddress`) never had a trial, even on an account
 * since deleted; and emails its key. Both are decided by the repository atomically, so
 * concurrent requests issue one trial at most; the others get 409. At most 5 attempts an
 * hour per user.
 */
export class StartTrialUseCase {
  constructor(
    private readonly users: UserRepositoryPort,
    private readonly licenses: LicenseRepositoryPort,
    private readonly trialLedgerKeys: TrialLedgerKeyPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    private readonly jobs: JobQueuePort,
    private readonly links: Pick<AccountLinks, 'dashboardUrl'>,
    private readonly limiter: RateLimiterPort,
    private readonly isDuplicateValue: DuplicateValueCheck,
    private readonly transaction: TransactionPort,
  ) {}

  async execute({ userId }: StartTrialInput): Promise<PublicLicense> {
    const user = await this.users.findById(userId);
    if (!user) throw userNotFoundError();
    if (!user.isVerified) throw trialNeedsVerifiedEmailError();
    assertWithinRateLimits(await this.limiter.consume(RATE_LIMIT_KEYS.trialPerUser(user.id), RATE_LIMIT_RULES.trialPerUser));

    const ledgerKey = this.trialLedgerKeys.keyFor(trialLedgerAddress(user.email));
    // The licence and its email commit together: no trial whose key never reaches its owner.
    const license = await this.transaction.run(async () => {
      const issued = await this.issue(user.id, ledgerKey);
      if (issued) await this.emailKey(user, issued);
      return issued;
    });
    if (!license) throw trialNotAvailableError();
    return toPublicLicense(license);
  }

  private async emailKey(user: User, license: License): Promise<void> {
    await enqueueMail(this.jobs, `trial-license:${license.id}`, {
      to: user.email,
      template: 'trial-license',
      data: {
        firstName: user.firstName,
        licenseKey: license.licenseKey,
        expiryDate: formatLongUsDate(license.expiryDate),
        dashboardUrl: this.links.dashboardUrl,
      },
    });
  }

  /** The stored trial, or null when the user or the address already had one. */
  private async issue(userId: string, ledgerKey: string): Promise<License | null> {
    for (let attempt = 1; ; attempt += 1) {
      const license = newTrialLicense({ userId, now: this.clock.now() }, this.tokens);
      try {
        return (await this.licenses.issueTrialOnce(license, ledgerKey)) ? license : null;
      } catch (error) {
        // The write was rolled back whole, so trying again with a new key is safe.
        if (attempt >= KEY_ATTEMPTS || !this.isDuplicateValue(error)) throw error;
      }
    }
  }
}
