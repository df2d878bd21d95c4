export { FileSentMailJournal } from './file-sent-mail-journal';
export { JournaledSentMailRepository } from './journaled-sent-mail.repository';
export { RedisSentMailJournal } from './redis-sent-mail-journal';
export { SENT_MAIL_JOURNAL_RETENTION_MS, type SentMailJournal } from './sent-mail-journal';
