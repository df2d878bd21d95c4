import { setTimeout as sleep } from 'node:timers/promises';
import { describeFailure } from './backup-cli';
import { BackupError } from './backup-manifest';
import { appVersionFromEnv, backupSettingsFromEnv, backupTargetFromEnv, parseKeep } from './backup-settings';
import { createBackup } from './create-backup';
import { SENT_MAIL_JOURNAL_RETENTION_MS } from '../mail/sent-mail-journal';

const HOUR_MS = 3_600_000;

function intervalHours(value: string | undefined): number {
  if (value === undefined || value === '') return 24;
  const hours = Number(value);
  if (!Number.isFinite(hours) || hours <= 0) throw new BackupError(`BACKUP_INTERVAL_HOURS must be a number of hours above 0; it is "${value}"`);
  return hours;
}

/**
 * The sent-mail journal keeps the mail of a restored backup from going out twice only while it
 * still remembers the keys: a kept backup older than its retention can send mail again.
 */
function warnWhenBackupsOutliveJournal(hours: number, keep: number): void {
  const journalDays = SENT_MAIL_JOURNAL_RETENTION_MS / (24 * HOUR_MS);
  const keptDays = (keep * hours) / 24;
  if (keptDays <= journalDays) return;
  console.warn(
    `${new Date().toISOString()} warning: BACKUP_KEEP × BACKUP_INTERVAL_HOURS keeps backups ${keptDays} days, longer than the sent-mail journal's ${journalDays}; restoring the oldest can send mail again`,
  );
}

/**
 * The compose `backup` service: a backup at start, then one every BACKUP_INTERVAL_HOURS
 * (default 24) to BACKUP_TO, keeping BACKUP_KEEP. One log line per run. A failed run ends
 * the process with exit 1, so the container restarts (and tries again at once) and the
 * failure shows in `docker compose ps` rather than only in a log nobody reads.
 */
async function main(env: NodeJS.ProcessEnv): Promise<never> {
  const hours = intervalHours(env.BACKUP_INTERVAL_HOURS);
  const keep = parseKeep(env.BACKUP_KEEP);
  const to = backupTargetFromEnv(env);
  warnWhenBackupsOutliveJournal(hours, keep);
  for (;;) {
    const started = Date.now();
    const { location, pruned } = await createBackup({ ...backupSettingsFromEnv(env), to, keep, appVersion: appVersionFromEnv(env) });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`${new Date().toISOString()} backup written: ${location} in ${seconds} s; ${pruned.length} older deleted; next in ${hours} h`);
    await sleep(hours * HOUR_MS);
  }
}

if (require.main === module) {
  main(process.env).catch((error: unknown) => {
    console.error(`${new Date().toISOString()} backup failed: ${describeFailure(error)}`);
    process.exit(1);
  });
}
