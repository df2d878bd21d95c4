import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { PasswordHasherPort } from '../password-hasher.port';
import type { SessionAuthentication } from '../session.entity';
import type { TotpPort } from '../totp.port';
import { isTwoFactorEnabled, type TwoFactorCredential } from '../two-factor.entity';
import type { TwoFactorRepositoryPort } from '../two-factor.repository.port';
import type { User } from '../user.entity';
import { currentPasswordIncorrectError, twoFactorCodeInvalidError } from './account-errors';
import { LoginThrottle } from './login-throttle';
import { authenticationOf, proofField, SecondFactorVerifier, type SecondFactorProof } from './second-factor-verifier';

export interface OwnerProof extends SecondFactorProof {
  password: string;
}

/**
 * A signed-in user proving, again, to be the account's owner: the password, and a second
 * factor when two-factor sign-in is on. Wrong passwords and wrong codes count as failed
 * logins for the account, and a locked account is refused, so a stolen session cannot be
 * used to guess past the login lock.
 */
export class OwnerProofCheck {
  private readonly throttle: LoginThrottle;
  private readonly verifier: SecondFactorVerifier;

  constructor(
    private readonly hasher: PasswordHasherPort,
    twoFactor: TwoFactorRepositoryPort,
    totp: TotpPort,
    tokens: TokenGeneratorPort,
    clock: ClockPort,
    limiter: RateLimiterPort,
  ) {
    this.throttle = new LoginThrottle(limiter);
    this.verifier = new SecondFactorVerifier(twoFactor, totp, tokens, clock);
  }

  /**
   * Throws a field error on `password`, `code` or `recoveryCode` unless every proof holds;
   * returns how the user authenticated, for a session opened on it.
   */
  async assertOwner(user: User, credential: TwoFactorCredential | null, proof: OwnerProof): Promise<SessionAuthentication> {
    await this.throttle.assertNotBlocked(user.email);
    if (!(await this.hasher.verify(user.passwordHash, proof.password))) {
      await this.throttle.recordFailure(user.email);
      throw currentPasswordIncorrectError('password');
    }
    if (!isTwoFactorEnabled(credential)) return 'password';
    if (!(await this.verifier.verify(credential, proof))) {
      await this.throttle.recordFailure(user.email);
      throw twoFactorCodeInvalidError(proofField(proof));
    }
    return authenticationOf(proof);
  }
}
