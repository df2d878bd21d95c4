import { resolve } from 'node:path';
import { describeDatabase, type DatabaseEngine } from '../persistence';
import { BackupError } from './backup-manifest';

/** How to reach S3 (S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), for the store and for an s3:// target alike. */
export interface S3Connection {
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** The storage port's files: the S3 bucket when S3_BUCKET is set, else the downloads folder. */
export type StorageLocation = { kind: 'local'; directory: string } | { kind: 's3'; bucket: string };

/** What a backup reads and a restore writes: the same database and storage as the app and `make migrate`. */
export interface BackupSettings {
  /** `mysql://…` selects MySQL/MariaDB; unset selects the SQLite file. */
  databaseUrl?: string;
  sqlitePath: string;
  storage: StorageLocation;
  s3: S3Connection;
}

const DEFAULT_KEEP = 14;

function present(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

/**
 * The settings from the app's own variables (DATABASE_URL, SQLITE_PATH, DOWNLOADS_DIR,
 * S3_*), relative paths from the working directory as `make migrate` reads them.
 */
export function backupSettingsFromEnv(env: NodeJS.ProcessEnv): BackupSettings {
  const bucket = present(env.S3_BUCKET);
  return {
    databaseUrl: present(env.DATABASE_URL),
    sqlitePath: resolve(present(env.SQLITE_PATH) ?? 'var/app.db'),
    storage: bucket ? { kind: 's3', bucket } : { kind: 'local', directory: resolve(present(env.DOWNLOADS_DIR) ?? 'var/downloads') },
    s3: {
      region: present(env.S3_REGION) ?? 'us-east-1',
      endpoint: present(env.S3_ENDPOINT),
      accessKeyId: present(env.S3_ACCESS_KEY_ID),
      secretAccessKey: present(env.S3_SECRET_ACCESS_KEY),
    },
  };
}

export function engineOf(settings: BackupSettings): DatabaseEngine {
  return describeDatabase(settings.databaseUrl);
}

/** Where backups go when neither `--to` nor BACKUP_TO says: a folder beside the SQLite file's default. */
export function backupTargetFromEnv(env: NodeJS.ProcessEnv): string {
  return present(env.BACKUP_TO) ?? 'var/backups';
}

/** BACKUP_KEEP, or a value given on the command line: how many backups a target keeps. */
export function parseKeep(value: string | undefined, source = 'BACKUP_KEEP'): number {
  if (value === undefined || value === '') return DEFAULT_KEEP;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1) throw new BackupError(`${source} must be a whole number of backups, at least 1; it is "${value}"`);
  return Number(value);
}

/** The build's version for the manifest (APP_VERSION, e.g. the commit a deploy sets), when known. */
export function appVersionFromEnv(env: NodeJS.ProcessEnv): string | null {
  return present(env.APP_VERSION) ?? null;
}
