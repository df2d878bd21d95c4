import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeliverMailUseCase, type DeliverMailInput } from '@pointforge/domain';
import { FixedClock, InMemoryMailDeliveryLog, InMemorySentMailRepository, RecordingMailer } from '@pointforge/domain/testing';
import { FileSentMailJournal } from './file-sent-mail-journal';
import { JournaledSentMailRepository } from './journaled-sent-mail.repository';
import { SENT_MAIL_JOURNAL_RETENTION_MS, type SentMailJournal } from './sent-mail-journal';

const NOW = new Date('2026-11-20T10:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

function verificationMail(n: number): DeliverMailInput {
  return {
    idempotencyKey: `verify-email:token-${n}`,
    message: { to: `user${n}@example.test`, template: 'password-changed', data: { firstName: null, resetUrl: 'https://x.test' } },
  };
}

describe('The send-mail job with a sent-mail journal beside the database', () => {
  let dir: string;
  let journalFile: string;
  const journals: SentMailJournal[] = [];

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sent-mail-journal-'));
    journalFile = join(dir, 'sent-mail.journal');
  });

  afterEach(async () => {
    await Promise.all(journals.splice(0).map((journal) => journal.close()));
    await rm(dir, { recursive: true, force: true });
  });

  async function openJournal(now = NOW): Promise<FileSentMailJournal> {
    const journal = await FileSentMailJournal.open(journalFile, now);
    journals.push(journal);
    return journal;
  }

  /** The job as the app builds it: a fresh (restored, or emptied) database, the journal that stayed. */
  function deliveryOver(database: InMemorySentMailRepository, journal: SentMailJournal, mailer: RecordingMailer): DeliverMailUseCase {
    return new DeliverMailUseCase(mailer, new JournaledSentMailRepository(database, journal), new FixedClock(NOW), new InMemoryMailDeliveryLog());
  }

  it('sends nothing again when the database is put back to before the mail was marked sent', async () => {
    const mailer = new RecordingMailer();
    const before = await deliveryOver(new InMemorySentMailRepository(), await openJournal(), mailer).execute(verificationMail(1));
    await journals.splice(0)[0]?.close();

    // The process restarts on a database restored from a backup taken before the send.
    const after = deliveryOver(new InMemorySentMailRepository(), await openJournal(), mailer);

    expect(before).toEqual({ delivered: true });
    expect(await after.execute(verificationMail(1))).toEqual({ delivered: false });
    expect(await after.execute(verificationMail(2))).toEqual({ delivered: true });
    expect(mailer.sent.map((message) => message.to)).toEqual(['user1@example.test', 'user2@example.test']);
  });

  it('writes a key only the journal knows back to the restored database', async () => {
    const journal = await openJournal();
    await journal.record('payment-failed:invoice-7', NOW);
    const restored = new InMemorySentMailRepository();

    const sentMail = new JournaledSentMailRepository(restored, journal);

    expect([await sentMail.wasSent('payment-failed:invoice-7'), await sentMail.wasSent('payment-failed:invoice-8')]).toEqual([true, false]);
    expect([await restored.wasSent('payment-failed:invoice-7'), await restored.wasSent('payment-failed:invoice-8')]).toEqual([true, false]);
  });

  it('still counts a key the database holds, so a journal started after a mail went out cannot resend it', async () => {
    const database = new InMemorySentMailRepository();
    await database.markSent('verify-email:token-1', NOW);
    const mailer = new RecordingMailer();

    expect(await deliveryOver(database, await openJournal(), mailer).execute(verificationMail(1))).toEqual({ delivered: false });
    expect(mailer.sent).toEqual([]);
  });

  it('keeps the mail marked in the database and logs when the journal cannot be written', async () => {
    const database = new InMemorySentMailRepository();
    const warnings: string[] = [];
    const broken: SentMailJournal = {
      has: async () => false,
      record: async () => Promise.reject(new Error('disk full')),
      close: async () => undefined,
    };
    const sentMail = new JournaledSentMailRepository(database, broken, { warn: (line) => warnings.push(line) });

    await sentMail.markSent('verify-email:token-1', NOW);

    expect(await database.wasSent('verify-email:token-1')).toBe(true);
    expect(warnings).toEqual(['Sent-mail journal not written for verify-email:token-1 (disk full); a restore to before now could send it again.']);
  });
});

describe('FileSentMailJournal', () => {
  let dir: string;
  let journalFile: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sent-mail-journal-'));
    journalFile = join(dir, 'var', 'sent-mail.journal');
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('skips a line torn by a crash mid-append and keeps every whole one', async () => {
    const journal = await FileSentMailJournal.open(journalFile, NOW);
    await journal.record('key:1', NOW);
    await journal.record('key:with "quotes"\tand a tab', NOW);
    await journal.close();
    await appendFile(journalFile, '[1795');

    const reopened = await FileSentMailJournal.open(journalFile, NOW);
    await reopened.record('key:3', NOW);
    await reopened.close();

    const again = await FileSentMailJournal.open(journalFile, NOW);
    expect([await again.has('key:1'), await again.has('key:with "quotes"\tand a tab'), await again.has('key:3'), await again.has('key:4')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    await again.close();
  });

  it('forgets keys older than the retention when opened, and rewrites the file without them', async () => {
    const journal = await FileSentMailJournal.open(journalFile, NOW);
    await journal.record('old', new Date(NOW.getTime() - SENT_MAIL_JOURNAL_RETENTION_MS - DAY_MS));
    await journal.record('recent', new Date(NOW.getTime() - DAY_MS));
    await journal.close();

    const reopened = await FileSentMailJournal.open(journalFile, NOW);

    expect([await reopened.has('old'), await reopened.has('recent')]).toEqual([false, true]);
    expect((await readFile(journalFile, 'utf8')).trim().split('\n')).toHaveLength(1);
    await reopened.close();
  });
});
