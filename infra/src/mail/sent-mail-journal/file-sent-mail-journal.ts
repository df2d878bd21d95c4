import { mkdir, open, readFile, rename, writeFile, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { SENT_MAIL_JOURNAL_RETENTION_MS, type SentMailJournal } from './sent-mail-journal';

/** One line per sent mail: `[sentAt in ms, idempotency key]` as JSON, so any key fits on a line. */
type JournalLine = [number, string];

/**
 * The sent-mail journal of the embedded default: an append-only file beside the SQLite file,
 * which a restore replaces while this file stays. One process writes it (the embedded default
 * is one process); it is read into memory when opened, and keys older than the retention are
 * dropped then, by rewriting the file under a temporary name.
 */
export class FileSentMailJournal implements SentMailJournal {
  private constructor(
    private readonly sentAt: Map<string, number>,
    private readonly file: FileHandle,
  ) {}

  static async open(path: string, now: Date = new Date()): Promise<FileSentMailJournal> {
    await mkdir(dirname(path), { recursive: true });
    const { lines, unreadable } = await readLines(path);
    const kept = new Map(lines.filter(([at]) => at >= now.getTime() - SENT_MAIL_JOURNAL_RETENTION_MS).map(([at, key]) => [key, at]));
    // Rewritten whole, so that no expired key stays and the next append never lands on a torn line.
    if (kept.size < lines.length || unreadable > 0) {
      await writeFile(`${path}.tmp`, [...kept].map(([key, at]) => `${JSON.stringify([at, key])}\n`).join(''));
      await rename(`${path}.tmp`, path);
    }
    return new FileSentMailJournal(kept, await open(path, 'a'));
  }

  async has(idempotencyKey: string): Promise<boolean> {
    return this.sentAt.has(idempotencyKey);
  }

  /** On disk before it returns: the journal is only worth anything if it outlives a crash. */
  async record(idempotencyKey: string, sentAt: Date): Promise<void> {
    if (this.sentAt.has(idempotencyKey)) return;
    await this.file.appendFile(`${JSON.stringify([sentAt.getTime(), idempotencyKey])}\n`);
    await this.file.datasync();
    this.sentAt.set(idempotencyKey, sentAt.getTime());
  }

  async close(): Promise<void> {
    await this.file.close();
  }
}

/** The journal's lines, and how many could not be read (a line torn by a crash mid-append: as if never written). */
async function readLines(path: string): Promise<{ lines: JournalLine[]; unreadable: number }> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const written = text.split('\n').filter((line) => line !== '');
  const lines = written.flatMap((line) => {
    const parsed = parseLine(line);
    return parsed ? [parsed] : [];
  });
  return { lines, unreadable: written.length - lines.length };
}

function parseLine(line: string): JournalLine | undefined {
  try {
    const parsed: unknown = JSON.parse(line);
    return isJournalLine(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function isJournalLine(value: unknown): value is JournalLine {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'number' && typeof value[1] === 'string';
}
