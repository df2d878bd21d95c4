import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** 256 random bits, hex. */
const SECRET_BYTES = 32;

function randomHexSecret(): string {
  return randomBytes(SECRET_BYTES).toString('hex');
}

/**
 * The secret kept in `path`, made by `generate` on first use (256 random bits in hex unless
 * told): a development install gets a secret of its own, stable across restarts, instead of
 * a constant anyone can read in the source. The file is written aside (mode 0600) and
 * hard-linked into place, so of two processes starting together both end up reading the one
 * that won.
 */
export function readOrCreateSecretFile(path: string, generate: () => string = randomHexSecret): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(path), { recursive: true });
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${generate()}\n`, { mode: 0o600 });
  try {
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(path, 'utf8').trim();
}
