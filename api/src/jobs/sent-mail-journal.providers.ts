import { dirname, join } from 'node:path';
import { Inject, Injectable, Logger, OnApplicationShutdown, Provider } from '@nestjs/common';
import { SentMailRepositoryPort } from '@pointforge/domain';
import { FileSentMailJournal, JournaledSentMailRepository, RedisSentMailJournal, type SentMailJournal } from '@pointforge/infra';
import { AppConfig } from '../common/config/app-config';

const SENT_MAIL_JOURNAL = Symbol('SENT_MAIL_JOURNAL');
/** What the send-mail job asks "was this sent?": the database and the journal that outlives a restore of it. */
export const JOURNALED_SENT_MAIL = Symbol('JOURNALED_SENT_MAIL');

/** Closes the journal after the job consumers have finished their work. */
@Injectable()
class SentMailJournalCloser implements OnApplicationShutdown {
  constructor(@Inject(SENT_MAIL_JOURNAL) private readonly journal: SentMailJournal) {}

  async onApplicationShutdown(): Promise<void> {
    await this.journal.close();
  }
}

/**
 * Redis keeps the journal where there is Redis (the worker); else a file beside the SQLite
 * file (var/sent-mail.journal), which a restore replaces while the journal stays.
 */
export const sentMailJournalProviders: Provider[] = [
  {
    provide: SENT_MAIL_JOURNAL,
    inject: [AppConfig],
    useFactory: (config: AppConfig): Promise<SentMailJournal> | SentMailJournal =>
      config.redisUrl === undefined
        ? FileSentMailJournal.open(join(dirname(config.sqlitePath), 'sent-mail.journal'))
        : RedisSentMailJournal.connect(config.redisUrl, config.redisPrefix),
  },
  SentMailJournalCloser,
  {
    provide: JOURNALED_SENT_MAIL,
    inject: [SentMailRepositoryPort, SENT_MAIL_JOURNAL],
    useFactory: (database: SentMailRepositoryPort, journal: SentMailJournal) => new JournaledSentMailRepository(database, journal, new Logger('Mail')),
  },
];
