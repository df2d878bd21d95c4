import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { AuthTokenRepositoryPort } from '../auth-token.repository.port';
import type { PasswordHasherPort } from '../password-hasher.port';
import type { SessionRepositoryPort } from '../session.repository.port';
import { isTwoFactorEnabled } from '../two-factor.entity';
import { normalizeEmail } from '../user-rules';
import type { UserRepositoryPort } from '../user.repository.port';
import { emailNotVerifiedError, invalidCredentialsError } from './account-errors';
import { AuthTokenIssuer } from './auth-token-issuer';
import { LoginThrottle } from './login-throttle';
import type { ResendVerificationUseCase } from './resend-verification.use-case';
import { SessionOpener, type LogInResult } from './session-opener';

export interface LogInInput {
  email: string;
  password: string;
  /** The client's address, for the per-IP failure counter. */
  ipAddress: string;
  /** The secret of the session cookie the browser already holds, ended at login (rotation). */
  previousSessionToken?: string | null;
}

/** The password was right and the account has two-factor sign-in: no session yet. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  /** The secret of the pending sign-in, for the code step; only its hash is stored. */
  challengeToken: string;
  expiresAt: Date;
}

export type LogInOutcome = (LogInResult & { twoFactorRequired: false }) | TwoFactorChallenge;

/** Hashed once, for the comparison an unknown email costs; the value itself never matters. */
const DUMMY_PASSWORD = 'dummy password: no account has this hash';

/**
 * Signs a user in with email and password and opens a new server-side session.
 * - A locked account (10 failures in 15 minutes) or a flooding IP gets rate_limited
 *   before any password is checked.
 * - Unknown email and wrong password give the same error after the same work (a password
 *   verification each), and both count as failures, so neither answer nor lockout tells
 *   whether an address is registered.
 * - An unverified account with the right password gets EMAIL_NOT_VERIFIED and a fresh
 *   verification link (rate limited).
 * - The right password rehashes a hash made with outdated parameters.
 * - With two-factor sign-in on, the right password opens no session: it issues a pending
 *   sign-in (5 minutes, single use) for CompleteTwoFactorLogInUseCase, and keeps the
 *   account's failures, so wrong codes and wrong passwords add up to the same lock.
 * - Otherwise success forgets the account's failures (those on record when it began), ends
 *   the browser's previous session and creates a new one (30 days at most).
 */
export class LogInUseCase {
  private readonly throttle: LoginThrottle;
  private readonly challenges: AuthTokenIssuer;
  private readonly sessionOpener: SessionOpener;
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly users: UserRepositoryPort,
    sessions: SessionRepositoryPort,
    authTokens: AuthTokenRepositoryPort,
    private readonly hasher: PasswordHasherPort,
    tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    limiter: RateLimiterPort,
    private readonly resendVerification: ResendVerificationUseCase,
  ) {
    this.throttle = new LoginThrottle(limiter);
    this.challenges = new AuthTokenIssuer(authTokens, tokens, clock);
    this.sessionOpener = new SessionOpener(sessions, tokens, clock);
  }

  async execute(input: LogInInput): Promise<LogInOutcome> {
    const email = normalizeEmail(input.email);
    const { accountHasFailures } = await this.throttle.assertNotBlocked(email, input.ipAddress);

    // The user and its two-factor credential in one read: a sign-in needs both.
    const account = await this.users.findSignInAccount(email);
    if (!account) {
      await this.hasher.verify(await this.getDummyHash(), input.password);
      return this.rejectCredentials(email, input.ipAddress);
    }
    const { user } = account;
    if (!(await this.hasher.verify(user.passwordHash, input.password))) {
      return this.rejectCredentials(email, input.ipAddress);
    }

    if (!user.isVerified) {
      await this.resendVerification.execute({ user });
      throw emailNotVerifiedError();
    }

    if (this.hasher.needsRehash(user.passwordHash)) {
      const passwordHash = await this.hasher.hash(input.password);
      await this.users.update({ ...user, passwordHash, updatedAt: this.clock.now() });
    }
    if (isTwoFactorEnabled(account.twoFactor)) {
      const challenge = await this.challenges.issue(user.id, 'two-factor-login');
      return { twoFactorRequired: true, challengeToken: challenge.token, expiresAt: challenge.record.expiresAt };
    }

    if (accountHasFailures) await this.throttle.clearFailures(email);
    return { twoFactorRequired: false, ...(await this.sessionOpener.open(user, 'password', input.previousSessionToken)) };
  }

  private async rejectCredentials(email: string, ipAddress: string): Promise<never> {
    await this.throttle.recordFailure(email, ipAddress);
    throw invalidCredentialsError();
  }

  /** Made on first need and kept; a failed attempt is forgotten so the next call retries. */
  private getDummyHash(): Promise<string> {
    if (!this.dummyHash) {
      this.dummyHash = this.hasher.hash(DUMMY_PASSWORD).catch((error: unknown) => {
        this.dummyHash = null;
        throw error;
      });
    }
    return this.dummyHash;
  }
}
