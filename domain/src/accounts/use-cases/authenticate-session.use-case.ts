import { SESSION_IDLE_TIMEOUT_MS } from '../../catalog/constants';
import type { ClockPort } from '../../shared/clock.port';
import { MINUTE_MS } from '../../shared/time';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { Session } from '../session.entity';
import type { SessionRepositoryPort } from '../session.repository.port';
import type { PublicUser } from '../user.entity';

/** lastSeenAt is written at most this often per session, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE_MS;

export interface AuthenticateSessionInput {
  /** The secret from the session cookie. */
  sessionToken: string;
}

export interface AuthenticatedSession {
  user: PublicUser;
  session: Session;
}

/**
 * Resolves a session cookie to its user, or null when there is no valid session: unknown,
 * unused for 7 days, past its absolute end, or its user gone. An ended session found here
 * is deleted. Activity is recorded at most once a minute.
 */
export class AuthenticateSessionUseCase {
  constructor(
    private readonly sessions: SessionRepositoryPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
  ) {}

  async execute({ sessionToken }: AuthenticateSessionInput): Promise<AuthenticatedSession | null> {
    if (sessionToken.length === 0) return null;
    // One read for the session and its user: this runs on every signed-in request.
    const found = await this.sessions.findWithUser(this.tokens.hashToken(sessionToken));
    if (!found) return null;
    const { session, user } = found;

    const nowMs = this.clock.now().getTime();
    const idleMs = nowMs - session.lastSeenAt.getTime();
    if (nowMs >= session.expiresAt.getTime() || idleMs >= SESSION_IDLE_TIMEOUT_MS) {
      await this.sessions.delete(session.id);
      return null;
    }
    if (idleMs >= SESSION_TOUCH_INTERVAL_MS) {
      const lastSeenAt = new Date(nowMs);
      await this.sessions.touch(session.id, lastSeenAt);
      // A new object: what the repository answered may be shared with other requests (a cache).
      return { user, session: { ...session, lastSeenAt } };
    }
    return { user, session };
  }
}
