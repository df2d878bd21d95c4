import type { AuthToken, AuthTokenPurpose } from '../accounts/auth-token.entity';
import { AuthTokenRepositoryPort } from '../accounts/auth-token.repository.port';
import { InMemoryRepository } from './in-memory-store';

export class InMemoryAuthTokenRepository extends InMemoryRepository implements AuthTokenRepositoryPort {
  async add(token: AuthToken): Promise<void> {
    this.store.authTokens.delete(
      (stored) =>
        stored.userId === token.userId &&
        stored.purpose === token.purpose &&
        (stored.usedAt !== null || stored.expiresAt.getTime() <= token.createdAt.getTime()),
    );
    this.store.authTokens.insert(token);
  }

  async replace(token: AuthToken): Promise<void> {
    this.store.authTokens.delete((stored) => stored.userId === token.userId && stored.purpose === token.purpose);
    this.store.authTokens.insert(token);
  }

  async findValid(tokenHash: string, purpose: AuthTokenPurpose, now: Date): Promise<AuthToken | null> {
    return this.store.authTokens.find(
      (token) => token.tokenHash === tokenHash && token.purpose === purpose && token.usedAt === null && token.expiresAt.getTime() > now.getTime(),
    );
  }

  async findByHash(tokenHash: string, purpose: AuthTokenPurpose): Promise<AuthToken | null> {
    return this.store.authTokens.find((token) => token.tokenHash === tokenHash && token.purpose === purpose);
  }

  async consume(id: string, now: Date): Promise<boolean> {
    return this.store.authTokens.update((token) => token.id === id && token.usedAt === null, { usedAt: now }) === 1;
  }

  async consumeAllOfPurpose(userId: string, purpose: AuthTokenPurpose, now: Date): Promise<boolean> {
    const consumed = this.store.authTokens.update((token) => token.userId === userId && token.purpose === purpose && token.usedAt === null, { usedAt: now });
    return consumed > 0;
  }

  async deleteAllForUser(userId: string): Promise<void> {
    this.store.authTokens.delete((token) => token.userId === userId);
  }
}
