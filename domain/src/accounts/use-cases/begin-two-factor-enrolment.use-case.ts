import { BRAND } from '../../catalog/brand';
import type { ClockPort } from '../../shared/clock.port';
import type { Session } from '../session.entity';
import type { TotpPort } from '../totp.port';
import type { TwoFactorRepositoryPort } from '../two-factor.repository.port';
import type { UserRepositoryPort } from '../user.repository.port';
import { twoFactorAlreadyEnabledError, userNotFoundError } from './account-errors';
import { RecentAuthenticationCheck } from './recent-authentication';

export interface BeginTwoFactorEnrolmentInput {
  /** The session asking: it must have authenticated recently (RecentAuthenticationCheck). */
  session: Session;
}

export interface TwoFactorEnrolment {
  /** The shared secret, base32, for typing into an authenticator app; shown this once. */
  secret: string;
  /** The otpauth:// URI the QR code carries. */
  otpauthUri: string;
}

/**
 * Starts turning two-factor sign-in on: a new secret, stored as a pending enrolment
 * (replacing an earlier unfinished one) until ConfirmTwoFactorEnrolmentUseCase gets a code
 * from it. Refused with TWO_FACTOR_ALREADY_ENABLED while it is on: the secret of an
 * enabled credential is never shown again. Only a recent authentication may begin one: a
 * copied or unattended session must not plant its own authenticator (403
 * REAUTHENTICATION_REQUIRED; the SPA asks for the password and retries).
 */
export class BeginTwoFactorEnrolmentUseCase {
  private readonly recentAuthentication: RecentAuthenticationCheck;

  constructor(
    private readonly users: UserRepositoryPort,
    private readonly twoFactor: TwoFactorRepositoryPort,
    private readonly totp: TotpPort,
    private readonly clock: ClockPort,
  ) {
    this.recentAuthentication = new RecentAuthenticationCheck(twoFactor, clock);
  }

  async execute({ session }: BeginTwoFactorEnrolmentInput): Promise<TwoFactorEnrolment> {
    await this.recentAuthentication.assert(session);
    const userId = session.userId;
    const user = await this.users.findById(userId);
    if (!user) throw userNotFoundError();
    const secret = this.totp.newSecret();
    const saved = await this.twoFactor.savePending({
      userId,
      secret,
      enabledAt: null,
      lastUsedStep: null,
      createdAt: this.clock.now(),
    });
    if (!saved) throw twoFactorAlreadyEnabledError();
    return { secret, otpauthUri: this.totp.keyUri({ secret, accountName: user.email, issuer: BRAND.productName }) };
  }
}
