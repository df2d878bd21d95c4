import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { SessionRepositoryPort } from '../session.repository.port';

export interface LogOutInput {
  /** The secret from the session cookie; empty or unknown is fine. */
  sessionToken: string;
}

/** Ends the session behind a cookie. Logging out twice, or without a session, is not an error. */
export class LogOutUseCase {
  constructor(
    private readonly sessions: SessionRepositoryPort,
    private readonly tokens: TokenGeneratorPort,
  ) {}

  async execute({ sessionToken }: LogOutInput): Promise<void> {
    if (sessionToken.length === 0) return;
    await this.sessions.delete(this.tokens.hashToken(sessionToken));
  }
}
