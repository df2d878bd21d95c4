import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { AuthTokenRepositoryPort } from '../auth-token.repository.port';
import type { SessionRepositoryPort } from '../session.repository.port';
import type { TotpPort } from '../totp.port';
import { isTwoFactorEnabled } from '../two-factor.entity';
import type { TwoFactorRepositoryPort } from '../two-factor.repository.port';
import type { UserRepositoryPort } from '../user.repository.port';
import { loginChallengeInvalidError, secondFactorRejectedError } from './account-errors';
import { LoginThrottle } from './login-throttle';
import { authenticationOf, proofField, SecondFactorVerifier, type SecondFactorProof } from './second-factor-verifier';
import { SessionOpener, type LogInResult } from './session-opener';

export interface CompleteTwoFactorLogInInput extends SecondFactorProof {
  /** The pending sign-in LogInUseCase issued for the right password. */
  challengeToken: string;
  /** The client's address, for the per-IP failure counter. */
  ipAddress: string;
  /** The secret of the session cookie the browser already holds, ended at login (rotation). */
  previousSessionToken?: string | null;
}

/**
 * The second step of a two-factor sign-in: the pending sign-in plus the authenticator's
 * code or a recovery code open the session.
 * - An unknown, expired or used pending sign-in fails with LOGIN_CHALLENGE_INVALID (log in
 *   again), as does one whose account has since turned two-factor sign-in off.
 * - A wrong, reused or malformed code counts as a failed login for the account and the IP,
 *   exactly like a wrong password, so the 10th within 15 minutes locks the account (429),
 *   and a locked account is refused before any code is checked.
 * - The pending sign-in is spent by a conditional write, so it opens one session at most.
 */
export class CompleteTwoFactorLogInUseCase {
  private readonly throttle: LoginThrottle;
  private readonly verifier: SecondFactorVerifier;
  private readonly sessionOpener: SessionOpener;

  constructor(
    private readonly users: UserRepositoryPort,
    sessions: SessionRepositoryPort,
    private readonly authTokens: AuthTokenRepositoryPort,
    private readonly twoFactor: TwoFactorRepositoryPort,
    totp: TotpPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    limiter: RateLimiterPort,
  ) {
    this.throttle = new LoginThrottle(limiter);
    this.verifier = new SecondFactorVerifier(twoFactor, totp, tokens, clock);
    this.sessionOpener = new SessionOpener(sessions, tokens, clock);
  }

  async execute(input: CompleteTwoFactorLogInInput): Promise<LogInResult> {
    if (input.challengeToken.length === 0) throw loginChallengeInvalidError();
    const challengeHash = this.tokens.hashToken(input.challengeToken);
    const challenge = await this.authTokens.findValid(challengeHash, 'two-factor-login', this.clock.now());
    if (!challenge) throw loginChallengeInvalidError();
    const user = await this.users.findById(challenge.userId);
    const credential = await this.twoFactor.findByUserId(challenge.userId);
    if (!user || !isTwoFactorEnabled(credential)) throw loginChallengeInvalidError();

    await this.throttle.assertNotBlocked(user.email, input.ipAddress);
    if (!(await this.verifier.verify(credential, input))) {
      await this.throttle.recordFailure(user.email, input.ipAddress);
      throw secondFactorRejectedError(proofField(input));
    }
    // The loser of two concurrent right codes fails here, as a used pending sign-in would.
    if (!(await this.authTokens.consume(challenge.id, this.clock.now()))) throw loginChallengeInvalidError();

    await this.throttle.clearFailures(user.email);
    return this.sessionOpener.open(user, authenticationOf(input), input.previousSessionToken);
  }
}
