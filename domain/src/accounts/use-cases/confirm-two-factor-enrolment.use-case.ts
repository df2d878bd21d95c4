import type { JobQueuePort } from '../../ports/job-queue.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { TotpPort } from '../totp.port';
import type { TwoFactorRepositoryPort } from '../two-factor.repository.port';
import type { UserRepositoryPort } from '../user.repository.port';
import {
  twoFactorAlreadyEnabledError,
  twoFactorCodeInvalidError,
  twoFactorEnrolmentMissingError,
  userNotFoundError,
} from './account-errors';
import type { AccountLinks } from './account-links';
import { AccountMail } from './account-mail';
import { newRecoveryCodes } from './recovery-codes';

export interface ConfirmTwoFactorEnrolmentInput {
  userId: string;
  /** The code the authenticator app shows for the new secret. */
  code: string;
}

export interface ConfirmedTwoFactorEnrolment {
  /** Ten single-use recovery codes, in the clear this once; only their hashes are kept. */
  recoveryCodes: string[];
}

/**
 * Finishes turning two-factor sign-in on once the user proves, with a current code, that
 * the authenticator app holds the pending secret. The code's time step counts as used (no
 * replay at the next sign-in). Recovery codes are stored hashed in the same write that
 * enables the credential, and a "two-factor enabled" email goes out.
 */
export class ConfirmTwoFactorEnrolmentUseCase {
  private readonly mail: AccountMail;

  constructor(
    private readonly users: UserRepositoryPort,
    private readonly twoFactor: TwoFactorRepositoryPort,
    private readonly totp: TotpPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    jobs: JobQueuePort,
    links: AccountLinks,
    private readonly transaction: TransactionPort,
  ) {
    this.mail = new AccountMail(jobs, links);
  }

  async execute(input: ConfirmTwoFactorEnrolmentInput): Promise<ConfirmedTwoFactorEnrolment> {
    const user = await this.users.findById(input.userId);
    if (!user) throw userNotFoundError();
    const credential = await this.twoFactor.findByUserId(user.id);
    if (!credential) throw twoFactorEnrolmentMissingError();
    if (credential.enabledAt !== null) throw twoFactorAlreadyEnabledError();

    const now = this.clock.now();
    const step = this.totp.matchStep(credential.secret, input.code.replace(/\s/g, ''), now);
    if (step === null) throw twoFactorCodeInvalidError('code');

    const recovery = newRecoveryCodes(this.tokens);
    // A concurrent confirmation, or a new enrolment begun meanwhile (another secret), leaves
    // nothing pending for this secret: enabling a secret the code did not prove would lock
    // the user out.
    // Turned on only together with the email that tells the owner so.
    await this.transaction.run(async () => {
      if (!(await this.twoFactor.enable(credential, now, step, recovery.hashes))) throw twoFactorEnrolmentMissingError();
      await this.mail.twoFactorChanged(user, 'two-factor-enabled', this.tokens.newId());
    });
    return { recoveryCodes: recovery.codes };
  }
}
