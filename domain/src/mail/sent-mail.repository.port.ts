/** Idempotency keys of delivered mail, so a retried job never sends twice. */
export abstract class SentMailRepositoryPort {
  abstract wasSent(idempotencyKey: string): Promise<boolean>;
  abstract markSent(idempotencyKey: string, sentAt: Date): Promise<void>;
}
