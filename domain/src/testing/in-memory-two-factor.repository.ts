import type { TwoFactorCredential } from '../accounts/two-factor.entity';
import { TwoFactorRepositoryPort, type PendingTwoFactor } from '../accounts/two-factor.repository.port';
import { InMemoryRepository } from './in-memory-store';

/** Each method reads and writes without awaiting in between, so it is atomic like its SQL. */
export class InMemoryTwoFactorRepository extends InMemoryRepository implements TwoFactorRepositoryPort {
  private nextCodeId = 1;

  async findByUserId(userId: string): Promise<TwoFactorCredential | null> {
    return this.store.twoFactorCredentials.get(userId);
  }

  async savePending(credential: TwoFactorCredential): Promise<boolean> {
    const table = this.store.twoFactorCredentials;
    if (table.find((stored) => stored.userId === credential.userId && stored.enabledAt !== null)) return false;
    table.delete((stored) => stored.userId === credential.userId);
    table.insert({ ...credential, enabledAt: null });
    return true;
  }

  async enable({ userId, secret }: PendingTwoFactor, enabledAt: Date, usedStep: number, recoveryCodeHashes: readonly string[]): Promise<boolean> {
    const enabled = this.store.twoFactorCredentials.update(
      (credential) => credential.userId === userId && credential.secret === secret && credential.enabledAt === null,
      { enabledAt, lastUsedStep: usedStep },
    );
    if (enabled === 0) return false;
    this.storeRecoveryCodes(userId, recoveryCodeHashes);
    return true;
  }

  async replaceRecoveryCodes(userId: string, recoveryCodeHashes: readonly string[]): Promise<boolean> {
    if (!this.store.twoFactorCredentials.find((credential) => credential.userId === userId && credential.enabledAt !== null)) return false;
    this.storeRecoveryCodes(userId, recoveryCodeHashes);
    return true;
  }

  async recordUsedStep(userId: string, step: number): Promise<boolean> {
    return (
      this.store.twoFactorCredentials.update(
        (credential) => credential.userId === userId && (credential.lastUsedStep === null || credential.lastUsedStep < step),
        { lastUsedStep: step },
      ) === 1
    );
  }

  async consumeRecoveryCode(userId: string, codeHash: string, usedAt: Date): Promise<boolean> {
    const consumed = this.store.recoveryCodes.update((code) => code.userId === userId && code.codeHash === codeHash && code.usedAt === null, { usedAt });
    return consumed > 0;
  }

  async countUnusedRecoveryCodes(userId: string): Promise<number> {
    return this.store.recoveryCodes.filter((code) => code.userId === userId && code.usedAt === null).length;
  }

  async delete(userId: string): Promise<void> {
    this.store.twoFactorCredentials.delete((credential) => credential.userId === userId);
    this.store.recoveryCodes.delete((code) => code.userId === userId);
  }

  private storeRecoveryCodes(userId: string, recoveryCodeHashes: readonly string[]): void {
    this.store.recoveryCodes.delete((code) => code.userId === userId);
    for (const codeHash of recoveryCodeHashes) {
      this.store.recoveryCodes.insert({ id: this.nextCodeId++, userId, codeHash, usedAt: null });
    }
  }
}
