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

  /**
   * A key only the journal knows (the database was restored to before it was sent) is written
   * back to the database before the answer, so what reads `sent_mail` (Revenue's
   * `payment-failed:` records) and the database's own guard see it again. The journal keeps no
   * send time, so the row says now; marking twice is harmless by the port's contract.
   */
  async wasSent(idempotencyKey: string): Promise<boolean> {
    if (await this.database.wasSent(idempotencyKey)) return true;
    if (!(await this.journal.has(idempotencyKey))) return false;
    await this.database.markSent(idempotencyKey, new Date());
    return true;
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
