import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extract } from 'tar';
import { BackupError, verifiedManifest, type BackupManifest } from './backup-manifest';
import { engineOf, type BackupSettings } from './backup-settings';
import { fetchArchive } from './backup-target';
import { databaseEntryOf, migrateRestored, restoreDatabase } from './database-snapshot';
import { assertRestorable, type SchemaVersion } from './schema-version';
import { restoreStorage } from './storage-snapshot';

export interface RestoredBackup {
  manifest: BackupManifest;
  /** The migrations applied after the restore, when the backup's schema was older than this build's. */
  applied: string[];
  /** The schema the database is at now. */
  schema: SchemaVersion;
}

async function unpack(archive: string, file: string, into: string): Promise<void> {
  await mkdir(into, { recursive: true });
  try {
    await extract({ file: archive, cwd: into, strict: true });
  } catch (error) {
    throw new BackupError(`backup ${file} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Restores `file` (a path or an s3:// URL) into the configured database and storage, after
 * checking every file against the manifest, the engine, and that the backup's schema is not
 * newer than this build; then migrates it up to this build's schema. Nothing is written
 * before every check has passed. The app must be stopped meanwhile.
 */
export async function restoreBackup(file: string, settings: BackupSettings): Promise<RestoredBackup> {
  const scratch = await mkdtemp(join(tmpdir(), 'pointforge-restore-'));
  try {
    const archive = await fetchArchive(file, settings.s3, scratch);
    const unpacked = join(scratch, 'unpacked');
    await unpack(archive, file, unpacked);
    const manifest = await verifiedManifest(unpacked, file);
    const engine = engineOf(settings);
    if (manifest.engine !== engine) {
      throw new BackupError(`backup ${file} holds a ${manifest.engine} database; this configuration uses ${engine} (DATABASE_URL)`);
    }
    if (!manifest.files.some((entry) => entry.path === databaseEntryOf(engine))) {
      throw new BackupError(`backup ${file} is corrupt: its manifest lists no ${databaseEntryOf(engine)}`);
    }
    assertRestorable(manifest.schema, file);
    await restoreDatabase(settings, unpacked);
    await restoreStorage(settings, join(unpacked, 'storage'));
    return { manifest, ...(await migrateRestored(settings)) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
