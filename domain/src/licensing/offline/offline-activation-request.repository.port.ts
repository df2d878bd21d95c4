/** An activation request once uploaded: only the hash of its nonce is kept, so a copy of the file cannot be used again. */
export interface UsedOfflineActivationRequest {
  /** SHA-256 of the request's nonce, hex. */
  nonceHash: string;
  licenseId: string;
  /** The activation it made or refreshed. */
  machineId: string;
  usedAt: Date;
  /** When the request would have expired anyway: after it, the row may go. */
  expiresAt: Date;
}

export abstract class OfflineActivationRequestRepositoryPort {
  /**
   * Records the request as used; false, with nothing written, when its nonce was used
   * before (a unique index: of two concurrent uploads of one file, one records it). Inside
   * the activation's transaction, so a refused upload leaves the request unused.
   */
  abstract recordUse(request: UsedOfflineActivationRequest): Promise<boolean>;
}
