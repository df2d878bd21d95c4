import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { PasswordHasherPort } from '../password-hasher.port';
import type { SessionRepositoryPort } from '../session.repository.port';
import type { TotpPort } from '../totp.port';
import type { TwoFactorRepositoryPort } from '../two-factor.repository.port';
import type { UserRepositoryPort } from '../user.repository.port';
import { userNotFoundError } from './account-errors';
import { OwnerProofCheck, type OwnerProof } from './owner-proof-check';
import { SessionOpener } from './session-opener';

export interface ConfirmPasswordInput extends OwnerProof {
  userId: string;
  /** The secret of the session cookie being renewed. */
  sessionToken: string;
}

export interface ConfirmPasswordResult {
  /** The secret for the new session cookie. */
  sessionToken: string;
}

/**
 * A signed-in user confirms the password (and a second factor when two-factor sign-in is
 * on) before a dangerous action. Like a sign-in, it replaces the session with a new one
 * (a new id; ASVS 5.0 7.2.4), which counts as a recent authentication for 10 minutes.
 * Wrong answers count towards the login lock.
 */
export class ConfirmPasswordUseCase {
  private readonly ownerProof: OwnerProofCheck;
  private readonly sessionOpener: SessionOpener;

  constructor(
    private readonly users: UserRepositoryPort,
    sessions: SessionRepositoryPort,
    private readonly twoFactor: TwoFactorRepositoryPort,
    hasher: PasswordHasherPort,
    totp: TotpPort,
    tokens: TokenGeneratorPort,
    clock: ClockPort,
    limiter: RateLimiterPort,
  ) {
    this.ownerProof = new OwnerProofCheck(hasher, twoFactor, totp, tokens, clock, limiter);
    this.sessionOpener = new SessionOpener(sessions, tokens, clock);
  }

  async execute(input: ConfirmPasswordInput): Promise<ConfirmPasswordResult> {
    const user = await this.users.findById(input.userId);
    if (!user) throw userNotFoundError();
    const authentication = await this.ownerProof.assertOwner(user, await this.twoFactor.findByUserId(user.id), input);
    const { sessionToken } = await this.sessionOpener.open(user, authentication, input.sessionToken);
    return { sessionToken };
  }
}
