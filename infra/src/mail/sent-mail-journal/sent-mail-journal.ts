/**
 * A record of the mail already sent, kept OUTSIDE the database: a restore puts the database
 * (its `sent_mail` rows and its outbox) back to the backup's instant, and outbox rows that were
 * relayed and sent after it come back as waiting. The journal still knows those keys, so the
 * send-mail job skips them instead of sending them a second time.
 */
export interface SentMailJournal {
  has(idempotencyKey: string): Promise<boolean>;
  record(idempotencyKey: string, sentAt: Date): Promise<void>;
  close(): Promise<void>;
}

/**
 * How long the journal remembers a key. A restore from a backup older than this can send the
 * mail of its last moments again; backups are kept 14 days by default (docs/operations.md).
 */
export const SENT_MAIL_JOURNAL_RETENTION_MS = 45 * 24 * 60 * 60 * 1000;
