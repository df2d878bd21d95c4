import { SESSION_ABSOLUTE_LIFETIME_MS } from '../../catalog/constants';
import type { RateLimiterPort } from '../../ports/rate-limiter.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { PasswordHasherPort } from '../password-hasher.port';
import type { Session } from '../session.entity';
import type { SessionRepositoryPort } from '../session.repository.port';
import { normalizeEmail } from '../user-rules';
import { toPublicUser, type PublicUser } from '../user.entity';
import type { UserRepositoryPort } from '../user.repository.port';
import { emailNotVerifiedError, invalidCredentialsError } from './account-errors';
import { LoginThrottle } from './login-throttle';
import type { ResendVerificationUseCase } from './resend-verification.use-case';

export interface LogInInput {
  email: string;
  password: string;
  /** The client's address, for the per-IP failure counter. */
  ipAddress: string;
  /** The secret of the session cookie the browser already holds, ended at login (rotation). */
  previousSessionToken?: string | null;
}

export interface LogInResult {
  user: PublicUser;
  /** The secret for the session cookie; only its hash is stored, as `session.id`. */
  sessionToken: string;
  session: Session;
}

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
 * - Success forgets the account's failures, rehashes a hash made with outdated parameters,
 *   ends the browser's previous session and creates a new one (30 days at most).
 */
export class LogInUseCase {
  private readonly throttle: LoginThrottle;
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly users: UserRepositoryPort,
    private readonly sessions: SessionRepositoryPort,
    private readonly hasher: PasswordHasherPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    limiter: RateLimiterPort,
    private readonly resendVerification: ResendVerificationUseCase,
  ) {
    this.throttle = new LoginThrottle(limiter);
  }

  async execute(input: LogInInput): Promise<LogInResult> {
    const email = normalizeEmail(input.email);
    await this.throttle.assertNotBlocked(email, input.ipAddress);

    const user = await this.users.findByEmail(email);
    if (!user) {
      await this.hasher.verify(await this.getDummyHash(), input.password);
      return this.rejectCredentials(email, input.ipAddress);
    }
    if (!(await this.hasher.verify(user.passwordHash, input.password))) {
      return this.rejectCredentials(email, input.ipAddress);
    }

    if (!user.isVerified) {
      await this.resendVerification.execute({ user });
      throw emailNotVerifiedError();
    }

    await this.throttle.clearFailures(email);
    const now = this.clock.now();
    if (this.hasher.needsRehash(user.passwordHash)) {
      const passwordHash = await this.hasher.hash(input.password);
      await this.users.update({ ...user, passwordHash, updatedAt: now });
    }
    if (input.previousSessionToken) {
      await this.sessions.delete(this.tokens.hashToken(input.previousSessionToken));
    }
    const secret = this.tokens.newSecretToken();
    const session: Session = {
      id: secret.hash,
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS),
    };
    await this.sessions.create(session);
    return { user: toPublicUser(user), sessionToken: secret.token, session };
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
