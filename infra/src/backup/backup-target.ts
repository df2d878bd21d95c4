import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { S3FileStorage } from '../storage';
import { BackupError } from './backup-manifest';
import type { S3Connection } from './backup-settings';

const BACKUP_FILE_NAME = /^pointforge-backup-\d{8}T\d{6}Z\.tar\.gz$/;

/** `pointforge-backup-20261129T013000Z.tar.gz`: UTC, so names sort in the order they were taken. */
export function backupFileName(createdAt: Date): string {
  const stamp = createdAt
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `pointforge-backup-${stamp}.tar.gz`;
}

export function isBackupFileName(name: string): boolean {
  return BACKUP_FILE_NAME.test(name);
}

/** Where backups are kept: a folder, or a prefix of an S3 bucket. */
export interface BackupTarget {
  /**
   * Stores the archive `write` produces under `name` and returns its location (a path or an
   * s3:// URL). Nothing is left under `name`, nor half written, when anything fails.
   */
  store(name: string, write: (draftPath: string) => Promise<void>): Promise<string>;
  /** Deletes the oldest backups beyond the newest `keep`; returns what it deleted. */
  prune(keep: number): Promise<string[]>;
  close(): void;
}

interface S3Location {
  bucket: string;
  /** Without leading or trailing slash; empty for the bucket's root. */
  prefix: string;
}

function s3LocationOf(url: string): S3Location | null {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url);
  return match ? { bucket: match[1] ?? '', prefix: (match[2] ?? '').replace(/\/+$/, '') } : null;
}

function olderThanNewest(names: string[], keep: number): string[] {
  return names
    .filter(isBackupFileName)
    .sort()
    .slice(0, Math.max(0, names.filter(isBackupFileName).length - keep));
}

/**
 * A folder: the archive is written beside its final name and renamed into place. It holds the
 * whole database, so a folder it creates is 0700 and the archive 0600, readable by its owner alone.
 */
function folderTarget(directory: string): BackupTarget {
  return {
    async store(name, write) {
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const draft = join(directory, `.${name}.part`);
      try {
        await write(draft);
        await chmod(draft, 0o600);
        await rename(draft, join(directory, name));
      } finally {
        await rm(draft, { force: true });
      }
      return join(directory, name);
    },
    async prune(keep) {
      const doomed = olderThanNewest(await readdir(directory), keep);
      for (const name of doomed) await rm(join(directory, name), { force: true });
      return doomed;
    },
    close: () => undefined,
  };
}

/** An S3 prefix: the archive is written to a scratch folder and uploaded; a failed upload leaves no object. */
function bucketTarget(location: S3Location, storage: S3FileStorage, scratch: string): BackupTarget {
  const keyOf = (name: string) => (location.prefix ? `${location.prefix}/${name}` : name);
  return {
    async store(name, write) {
      const draft = join(scratch, name);
      await write(draft);
      await storage.put(keyOf(name), createReadStream(draft));
      return `s3://${location.bucket}/${keyOf(name)}`;
    },
    async prune(keep) {
      const names: string[] = [];
      for await (const key of storage.listKeys(location.prefix ? `${location.prefix}/` : '')) names.push(key.slice(keyOf('').length));
      const doomed = olderThanNewest(names, keep);
      for (const name of doomed) await storage.delete(keyOf(name));
      return doomed;
    },
    close: () => storage.close(),
  };
}

function s3StorageFor(location: S3Location, s3: S3Connection): S3FileStorage {
  if (location.bucket === '') throw new BackupError('an s3:// location needs a bucket: s3://bucket/prefix');
  return new S3FileStorage({ ...s3, bucket: location.bucket });
}

/** `to` is a folder or `s3://bucket/prefix`; `scratch` is a folder of the caller's for an upload's draft. */
export function openBackupTarget(to: string, s3: S3Connection, scratch: string): BackupTarget {
  const location = s3LocationOf(to);
  return location ? bucketTarget(location, s3StorageFor(location, s3), scratch) : folderTarget(resolve(to));
}

/** The archive as a local file: the path itself, or an s3:// object downloaded into `scratch`. */
export async function fetchArchive(file: string, s3: S3Connection, scratch: string): Promise<string> {
  const location = s3LocationOf(file);
  if (!location) return resolve(file);
  const storage = s3StorageFor(location, s3);
  const local = join(scratch, 'archive.tar.gz');
  try {
    await pipeline(Readable.from(storage.read(location.prefix)), createWriteStream(local));
  } catch (error) {
    throw new BackupError(`cannot download ${file}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    storage.close();
  }
  return local;
}
