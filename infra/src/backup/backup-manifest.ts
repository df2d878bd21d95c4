import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DatabaseEngine } from '../persistence';
import type { SchemaVersion } from './schema-version';

/** Raised when a backup cannot be taken or restored; the CLI prints its message as the one line. */
export class BackupError extends Error {}

/** Bumped when the archive's layout changes in a way an older restore could not read. */
const MANIFEST_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';

export interface BackupFileEntry {
  /** Relative to the archive's root, with `/` separators. */
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: number;
  createdAt: string;
  /** The build that wrote it: APP_VERSION when the environment names it. */
  appVersion: string | null;
  engine: DatabaseEngine;
  /** The newest migration applied to the database that was backed up. */
  schema: SchemaVersion;
  files: BackupFileEntry[];
}

/** Every file under `directory`, as paths relative to it with `/` separators, sorted. */
export async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

async function entryFor(root: string, path: string): Promise<BackupFileEntry> {
  const full = join(root, ...path.split('/'));
  return { path, size: (await stat(full)).size, sha256: await sha256Of(full) };
}

/** Lists every file of the staged backup with its size and SHA-256, and writes manifest.json beside them. */
export async function writeManifest(root: string, header: Omit<BackupManifest, 'format' | 'files'>): Promise<BackupManifest> {
  const paths = (await filesUnder(root)).filter((path) => path !== MANIFEST_FILE);
  const files: BackupFileEntry[] = [];
  for (const path of paths) files.push(await entryFor(root, path));
  const manifest: BackupManifest = { format: MANIFEST_FORMAT, ...header, files };
  await writeFile(join(root, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function parsedManifest(text: string): BackupManifest | null {
  try {
    const manifest = JSON.parse(text) as BackupManifest;
    return Array.isArray(manifest.files) ? manifest : null;
  } catch {
    return null;
  }
}

/**
 * Reads the manifest of an unpacked backup and checks every file against it: the same set
 * of files, each of the recorded size and SHA-256. Refuses with the first file that differs.
 */
export async function verifiedManifest(root: string, archive: string): Promise<BackupManifest> {
  const text = await readFile(join(root, MANIFEST_FILE), 'utf8').catch(() => null);
  if (text === null) throw new BackupError(`backup ${archive} has no ${MANIFEST_FILE}`);
  const manifest = parsedManifest(text);
  if (manifest === null) throw new BackupError(`backup ${archive} is corrupt: ${MANIFEST_FILE} cannot be read`);
  if (manifest.format !== MANIFEST_FORMAT) {
    throw new BackupError(`backup ${archive} has manifest format ${manifest.format}; this build reads format ${MANIFEST_FORMAT}`);
  }
  const listed = new Set(manifest.files.map((file) => file.path));
  const unlisted = (await filesUnder(root)).find((path) => path !== MANIFEST_FILE && !listed.has(path));
  if (unlisted !== undefined) throw new BackupError(`backup ${archive} is corrupt: ${unlisted} is not in its manifest`);
  for (const expected of manifest.files) {
    const actual = await entryFor(root, expected.path).catch(() => null);
    if (actual === null) throw new BackupError(`backup ${archive} is corrupt: ${expected.path} is missing`);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256) {
      throw new BackupError(`backup ${archive} is corrupt: ${expected.path} does not match its SHA-256 in the manifest`);
    }
  }
  return manifest;
}
