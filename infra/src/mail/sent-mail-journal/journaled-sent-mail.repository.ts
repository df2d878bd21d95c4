import { SentMailRepositoryPort } from '@pointforge/domain';
import type { SentMailJournal } from './sent-mail-journal';

export interface JournalLogger {
  warn(message: string): void;
}

/**
 * The sent-mail record the send-mail job reads: the database's, which holds in every ordinary
 * retry, and a journal that outlives a restore of the database. A key in either counts as sent.
 */
export class JournaledSentMailRepository extends SentMailRepositoryPort {
  constructor(
    private readonly database: SentMailRepositoryPort,
    private readonly journal: SentMailJournal,
    private readonly logger: JournalLogger = console,
  ) {
    super();
  }

  async wasSent(idempotencyKey: string): Promise<boolean> {
    return (await this.database.wasSent(idempotencyKey)) || (await this.journal.has(idempotencyKey));
  }

  /**
   * The database first: it is what keeps the job's own retries from sending again. A journal
   * that cannot be written is only logged, since the mail has gone out and a retry would send it
   * twice now; the cost is that a restore to before this moment could send it once more.
   */
  async markSent(idempotencyKey: string, sentAt: Date): Promise<void> {
    await this.database.markSent(idempotencyKey, sentAt);
    try {
      await this.journal.record(idempotencyKey, sentAt);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Sent-mail journal not written for ${idempotencyKey} (${reason}); a restore to before now could send it again.`);
    }
  }
}
