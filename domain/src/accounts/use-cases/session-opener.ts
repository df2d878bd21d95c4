import { SESSION_ABSOLUTE_LIFETIME_MS } from '../../catalog/constants';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { Session, SessionAuthentication } from '../session.entity';
import type { SessionRepositoryPort } from '../session.repository.port';
import { toPublicUser, type PublicUser, type User } from '../user.entity';

export interface LogInResult {
  user: PublicUser;
  /** The secret for the session cookie; only its hash is stored, as `session.id`. */
  sessionToken: string;
  session: Session;
}

/**
 * The last step of every sign-in (password alone, or password then second factor): ends
 * the browser's previous session (rotation) and creates a new one, 30 days at most, that
 * records how its user authenticated.
 */
export class SessionOpener {
  constructor(
    private readonly sessions: SessionRepositoryPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
  ) {}

  async open(user: User, authentication: SessionAuthentication, previousSessionToken?: string | null): Promise<LogInResult> {
    if (previousSessionToken) {
      await this.sessions.delete(this.tokens.hashToken(previousSessionToken));
    }
    const now = this.clock.now();
    const secret = this.tokens.newSecretToken();
    const session: Session = {
      id: secret.hash,
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS),
      authentication,
    };
    await this.sessions.create(session);
    return { user: toPublicUser(user), sessionToken: secret.token, session };
  }

  /**
   * The same session under a new id (a new cookie) after a change of privilege (ASVS 5.0
   * 7.2.4): when it began, how it authenticated and when it ends stay as they were, so a
   * rotation is never a fresh sign-in. Returns the new cookie secret.
   */
  async rotate(session: Session): Promise<{ sessionToken: string; session: Session }> {
    const secret = this.tokens.newSecretToken();
    const rotated: Session = { ...session, id: secret.hash, lastSeenAt: this.clock.now() };
    await this.sessions.delete(session.id);
    await this.sessions.create(rotated);
    return { sessionToken: secret.token, session: rotated };
  }
}
