import { MINUTE_MS } from '../../shared/time';
import type { Session } from '../session.entity';
import { reauthenticationRequiredError } from './account-errors';

/**
 * How long a sign-in or a password confirmation counts as recent. A session is created by a
 * sign-in and replaced by each confirmation, so its creation is the last time its user
 * proved who they are.
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
