import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { S3FileStorage } from '../storage';
import { filesUnder } from './backup-manifest';
import type { BackupSettings } from './backup-settings';
import { isBackupFileName } from './backup-target';

/** What the storage port holds: the installers, release artifacts and anything else the app put there. */
interface StoredFiles {
  keys(): Promise<string[]>;
  /** Copies one object out to a file. */
  copyOut(key: string, destination: string): Promise<void>;
  /** Puts one file back as the object `key`, replacing any object of that name. */
  copyIn(source: string, key: string): Promise<void>;
  close(): void;
}

/**
 * The downloads folder. LocalFileStorage's unfinished uploads (`*.part`) are left out, and a
 * file is put back under a temporary name and renamed, as LocalFileStorage writes them.
 */
function localFiles(directory: string): StoredFiles {
  return {
    async keys() {
      if (!(await stat(directory).catch(() => null))?.isDirectory()) return [];
      return (await filesUnder(directory)).filter((key) => !key.endsWith('.part'));
    },
    copyOut: (key, destination) => copyFile(join(directory, ...key.split('/')), destination),
    async copyIn(source, key) {
      const path = join(directory, ...key.split('/'));
      await mkdir(dirname(path), { recursive: true });
      await copyFile(source, `${path}.restoring.part`);
      await rename(`${path}.restoring.part`, path);
    },
    close: () => undefined,
  };
}

/** The bucket; backup archives kept in the same bucket are not files of the app and are left out. */
function bucketFiles(storage: S3FileStorage): StoredFiles {
  return {
    async keys() {
      const keys: string[] = [];
      for await (const key of storage.listKeys()) if (!isBackupFileName(key.split('/').at(-1) ?? '')) keys.push(key);
      return keys;
    },
    copyOut: (key, destination) => pipeline(Readable.from(storage.read(key)), createWriteStream(destination)),
    copyIn: (source, key) => storage.put(key, createReadStream(source)),
    close: () => storage.close(),
  };
}

function storedFiles(settings: BackupSettings): StoredFiles {
  const { storage } = settings;
  return storage.kind === 'local' ? localFiles(storage.directory) : bucketFiles(new S3FileStorage({ ...settings.s3, bucket: storage.bucket }));
}

/** Copies every stored file into `destination`, under its object key. */
export async function snapshotStorage(settings: BackupSettings, destination: string): Promise<void> {
  const files = storedFiles(settings);
  try {
    for (const key of await files.keys()) {
      const path = join(destination, ...key.split('/'));
      await mkdir(dirname(path), { recursive: true });
      await files.copyOut(key, path);
    }
  } finally {
    files.close();
  }
}

/**
 * Puts every file of the backup back. Files stored since the backup are left in place: they
 * belong to no restored row, and an artifact is cheaper to keep than to lose by mistake.
 */
export async function restoreStorage(settings: BackupSettings, source: string): Promise<void> {
  if (!(await stat(source).catch(() => null))?.isDirectory()) return;
  const files = storedFiles(settings);
  try {
    for (const key of await filesUnder(source)) await files.copyIn(join(source, ...key.split('/')), key);
  } finally {
    files.close();
  }
}
