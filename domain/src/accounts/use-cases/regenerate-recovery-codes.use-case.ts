import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { Session } from '../session.entity';
import type { TwoFactorRepositoryPort } from '../two-factor.repository.port';
import { twoFactorNotEnabledError } from './account-errors';
import { RecentAuthenticationCheck } from './recent-authentication';
import { newRecoveryCodes } from './recovery-codes';

export interface RegenerateRecoveryCodesInput {
  /** The session asking: it must have authenticated recently, with a second factor. */
  session: Session;
}

/**
 * Ten new recovery codes for a user with two-factor sign-in on, for one who used up or
 * mislaid the old ones: every earlier code, used or not, stops working in the same write.
 * Needs a recent authentication with a second factor (RecentAuthenticationCheck), so a
 * stolen session cannot mint itself a way past the authenticator.
 */
export class RegenerateRecoveryCodesUseCase {
  private readonly recentAuthentication: RecentAuthenticationCheck;

  constructor(
    private readonly twoFactor: TwoFactorRepositoryPort,
    private readonly tokens: TokenGeneratorPort,
    clock: ClockPort,
  ) {
    this.recentAuthentication = new RecentAuthenticationCheck(twoFactor, clock);
  }

  async execute({ session }: RegenerateRecoveryCodesInput): Promise<{ recoveryCodes: string[] }> {
    await this.recentAuthentication.assert(session);
    const recovery = newRecoveryCodes(this.tokens);
    if (!(await this.twoFactor.replaceRecoveryCodes(session.userId, recovery.hashes))) throw twoFactorNotEnabledError();
    return { recoveryCodes: recovery.codes };
  }
}
