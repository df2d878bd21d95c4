/** Payment provider events already handled, behind a unique index on the event id. */
export abstract class WebhookEventRepositoryPort {
  /** Records the event; false when it was recorded before (a replay), so it is skipped. */
  abstract recordOnce(eventId: string, eventType: string, receivedAt: Date): Promise<boolean>;
  /** Releases an event whose handling failed, so the provider's retry is processed again. */
  abstract forget(eventId: string): Promise<void>;
  /** Drops the events received before `cutoff` (PayPal redelivers for days, not months); returns how many. */
  abstract pruneReceivedBefore(cutoff: Date): Promise<number>;
}
