import type { TwoFactorCredential } from './two-factor.entity';

export type PendingTwoFactor = Pick<TwoFactorCredential, 'userId' | 'secret'>;

/**
 * TOTP credentials and their recovery codes (stored as SHA-256 hashes only). Every method
 * that spends something (a time step, a recovery code, the pending enrolment) is one
 * conditional write, so of two racing requests exactly one wins.
 */
export abstract class TwoFactorRepositoryPort {
  abstract findByUserId(userId: string): Promise<TwoFactorCredential | null>;
  /**
   * Stores a pending enrolment (`enabledAt` null), replacing an earlier pending one; false,
   * with nothing written, when the user already has two-factor sign-in enabled.
   */
  abstract savePending(credential: TwoFactorCredential): Promise<boolean>;
  /**
   * Enables the user's pending enrolment of `secret`, records `usedStep` as its last used
   * step and stores the recovery-code hashes, all at once; false, with nothing written, when
   * no enrolment of that secret is pending (none began, a newer one replaced it, or a
   * concurrent confirmation won).
   */
  abstract enable(pending: PendingTwoFactor, enabledAt: Date, usedStep: number, recoveryCodeHashes: readonly string[]): Promise<boolean>;
  /**
   * Replaces every recovery code of the user's enabled credential (used or not) with these,
   * at once; false, with nothing written, when two-factor sign-in is not on.
   */
  abstract replaceRecoveryCodes(userId: string, recoveryCodeHashes: readonly string[]): Promise<boolean>;
  /** Records `step` as used if it is later than the last used step; false for a replayed or older step. */
  abstract recordUsedStep(userId: string, step: number): Promise<boolean>;
  /** Marks the user's unused recovery code with this hash as used; false when unknown or already used. */
  abstract consumeRecoveryCode(userId: string, codeHash: string, usedAt: Date): Promise<boolean>;
  abstract countUnusedRecoveryCodes(userId: string): Promise<number>;
  /** Removes the credential, pending or enabled, and every recovery code of the user. */
  abstract delete(userId: string): Promise<void>;
}
