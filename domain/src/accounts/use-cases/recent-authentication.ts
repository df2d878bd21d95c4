import { MINUTE_MS } from '../../shared/time';
import type { ClockPort } from '../../shared/clock.port';
import { passedSecondFactor, type Session } from '../session.entity';
import { isTwoFactorEnabled } from '../two-factor.entity';
import type { TwoFactorRepositoryPort } from '../two-factor.repository.port';
import { reauthenticationRequiredError } from './account-errors';

/**
 * How long a sign-in or a password confirmation counts as recent. A session is created by a
 * sign-in and replaced by each confirmation (a rotation keeps the time), so its creation is
 * the last time its user proved who they are.
 */
export const RECENT_AUTHENTICATION_MS = 10 * MINUTE_MS;

/**
 * For dangerous actions (deleting the account): a session left open on a shared computer
 * must not be enough (ASVS 5.0 7.5.3, "sudo mode"). Throws forbidden
 * ACCOUNTS.REAUTHENTICATION_REQUIRED unless the session began within the last 10 minutes;
 * POST /api/auth/confirm-password then renews it.
 */
export function assertRecentlyAuthenticated(session: Session, now: Date): void {
  if (now.getTime() - session.createdAt.getTime() > RECENT_AUTHENTICATION_MS) throw reauthenticationRequiredError();
}

/**
 * The full recent authentication a dangerous action asks for: the session began within the
 * last 10 minutes, and, when the user has two-factor sign-in on, with a second factor. A
 * password-only session of an account that enrolled in it (the enrolment's own session)
 * must confirm with a code first. Reads the credential only for a password-only session.
 */
export class RecentAuthenticationCheck {
  constructor(
    private readonly twoFactor: TwoFactorRepositoryPort,
    private readonly clock: ClockPort,
  ) {}

  async assert(session: Session): Promise<void> {
    assertRecentlyAuthenticated(session, this.clock.now());
    if (!passedSecondFactor(session) && isTwoFactorEnabled(await this.twoFactor.findByUserId(session.userId))) {
      throw reauthenticationRequiredError();
    }
  }
}
