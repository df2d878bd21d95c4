import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create as createTar } from 'tar';
import { MANIFEST_FILE, writeManifest, type BackupManifest } from './backup-manifest';
import { engineOf, type BackupSettings } from './backup-settings';
import { backupFileName, openBackupTarget, type BackupTarget } from './backup-target';
import { snapshotDatabase } from './database-snapshot';
import { snapshotStorage } from './storage-snapshot';

export interface CreateBackupOptions extends BackupSettings {
  /** A folder, or `s3://bucket/prefix`. */
  to: string;
  /** How many backups `to` keeps: older ones are deleted once this one is stored. */
  keep: number;
  appVersion?: string | null;
  /** When the backup is taken; names the file. */
  now?: Date;
}

export interface CreatedBackup {
  /** The archive's path, or its s3:// URL. */
  location: string;
  manifest: BackupManifest;
  /** The older backups retention deleted. */
  pruned: string[];
}

/**
 * One archive `pointforge-backup-<UTC stamp>.tar.gz` holding manifest.json, the database
 * (`database/app.db` or `database/dump.sql`) and the storage port's files under `storage/`.
 * Everything is staged in a temporary folder (TMPDIR) first, so the archive is written only
 * once every part has been copied.
 */
export async function createBackup(options: CreateBackupOptions): Promise<CreatedBackup> {
  const createdAt = options.now ?? new Date();
  const scratch = await mkdtemp(join(tmpdir(), 'pointforge-backup-'));
  const staging = join(scratch, 'staging');
  let target: BackupTarget | undefined;
  try {
    target = openBackupTarget(options.to, options.s3, scratch);
    const schema = await snapshotDatabase(options, staging);
    await snapshotStorage(options, join(staging, 'storage'));
    const manifest = await writeManifest(staging, {
      createdAt: createdAt.toISOString(),
      appVersion: options.appVersion ?? null,
      engine: engineOf(options),
      schema,
    });
    // The manifest first, so a reader of the stream learns what follows before it follows.
    const entries = [MANIFEST_FILE, ...(await readdir(staging)).filter((entry) => entry !== MANIFEST_FILE).sort()];
    const location = await target.store(backupFileName(createdAt), (draft) => createTar({ gzip: true, portable: true, cwd: staging, file: draft }, entries));
    const pruned = await target.prune(options.keep);
    return { location, manifest, pruned };
  } finally {
    target?.close();
    await rm(scratch, { recursive: true, force: true });
  }
}
