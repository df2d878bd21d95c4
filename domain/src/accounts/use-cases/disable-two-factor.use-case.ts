import type { JobQueuePort } from '../../ports/job-queue.port';
import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { PasswordHasherPort } from '../password-hasher.port';
import type { TotpPort } from '../totp.port';
import { isTwoFactorEnabled } from '../two-factor.entity';
import type { TwoFactorRepositoryPort } from '../two-factor.repository.port';
import type { UserRepositoryPort } from '../user.repository.port';
import { twoFactorNotEnabledError, userNotFoundError } from './account-errors';
import type { AccountLinks } from './account-links';
import { AccountMail } from './account-mail';
import { OwnerProofCheck, type OwnerProof } from './owner-proof-check';

export interface DisableTwoFactorInput extends OwnerProof {
  userId: string;
}

/**
 * Turns two-factor sign-in off for a signed-in user who gives both the password and a
 * second factor (the authenticator's code, or a recovery code when the device is lost), so
 * a stolen session alone cannot remove it. Wrong passwords and wrong codes count as failed
 * logins for the account, and a locked account is refused. The credential and every
 * recovery code are deleted and a "two-factor disabled" email goes out.
 *
 * The password and second factor it asks for are themselves a full re-authentication at
 * that moment (ASVS 5.0 7.5.1), so no separate recent confirmation is asked first: that
 * would ask for the same authenticator code twice, and a code is accepted once per step.
 */
export class DisableTwoFactorUseCase {
  private readonly ownerProof: OwnerProofCheck;
  private readonly mail: AccountMail;

  constructor(
    private readonly users: UserRepositoryPort,
    private readonly twoFactor: TwoFactorRepositoryPort,
    hasher: PasswordHasherPort,
    totp: TotpPort,
    private readonly tokens: TokenGeneratorPort,
    clock: ClockPort,
    jobs: JobQueuePort,
    links: AccountLinks,
    limiter: RateLimiterPort,
    private readonly transaction: TransactionPort,
  ) {
    this.ownerProof = new OwnerProofCheck(hasher, twoFactor, totp, tokens, clock, limiter);
    this.mail = new AccountMail(jobs, links);
  }

  async execute(input: DisableTwoFactorInput): Promise<void> {
    const user = await this.users.findById(input.userId);
    if (!user) throw userNotFoundError();
    const credential = await this.twoFactor.findByUserId(user.id);
    if (!isTwoFactorEnabled(credential)) throw twoFactorNotEnabledError();

    await this.ownerProof.assertOwner(user, credential, input);

    // Turned off only together with the email that warns the owner.
    await this.transaction.run(async () => {
      await this.twoFactor.delete(user.id);
      await this.mail.twoFactorChanged(user, 'two-factor-disabled', this.tokens.newId());
    });
  }
}
