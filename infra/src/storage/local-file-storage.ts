import { ClockPort, FileStoragePort } from '@pointforge/domain';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { dirname, relative, resolve, sep, isAbsolute } from 'node:path';
import { assertObjectKey, isObjectKey } from './object-key';

export interface LocalFileStorageSettings {
  /** The folder that holds the objects (DOWNLOADS_DIR). */
  directory: string;
  /** The API route that serves them, e.g. `https://pointforge.example/api/downloads/files`. */
  downloadBaseUrl: string;
  /** Signs the links (DOWNLOAD_SIGNING_SECRET). */
  signingSecret: string;
  clock: ClockPort;
}

/** What a presented link turned out to be. */
export type DownloadLinkCheck = 'valid' | 'invalid' | 'expired';

export interface OpenedFile {
  stream: ReadStream;
  size: number;
}

const EXPIRES_PATTERN = /^\d{1,12}$/;

/**
 * Files in a local folder, handed out through the API with HMAC-signed links:
 * `{base}/{objectKey}?expires={unix seconds}&name={file name}&signature={base64url}`.
 * The signature covers the key, the expiry and the file name, so none can be changed; the
 * API's download route checks it with `verify` and streams the file with `open`.
 */
export class LocalFileStorage extends FileStoragePort {
  readonly directory: string;
  private readonly downloadBaseUrl: string;

  constructor(private readonly settings: LocalFileStorageSettings) {
    super();
    if (settings.signingSecret.length === 0) throw new RangeError('The download signing secret must not be empty');
    this.directory = resolve(settings.directory);
    this.downloadBaseUrl = settings.downloadBaseUrl.replace(/\/+$/, '');
  }

  async createDownloadUrl(objectKey: string, fileName: string, expiresInSeconds: number): Promise<string> {
    assertObjectKey(objectKey);
    const expires = String(Math.floor(this.settings.clock.now().getTime() / 1000) + Math.ceil(expiresInSeconds));
    const query = new URLSearchParams({ expires, name: fileName, signature: this.sign(objectKey, expires, fileName) });
    return `${this.downloadBaseUrl}/${objectKey}?${query.toString()}`;
  }

  /**
   * Checks a presented link: `invalid` unless the signature is exactly the one this secret
   * makes for these values (compared in constant time), else `expired` once `now` is past
   * `expires`, else `valid`.
   */
  verify(objectKey: string, expires: string, name: string, signature: string, now: Date = this.settings.clock.now()): DownloadLinkCheck {
    if (!isObjectKey(objectKey) || !EXPIRES_PATTERN.test(expires)) return 'invalid';
    const expected = Buffer.from(this.sign(objectKey, expires, name));
    const presented = Buffer.from(signature);
    if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return 'invalid';
    return Math.floor(now.getTime() / 1000) > Number(expires) ? 'expired' : 'valid';
  }

  /** The object as a stream with its size, or null when there is no such file. */
  async open(objectKey: string): Promise<OpenedFile | null> {
    const path = this.pathOf(objectKey);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(path), size: info.size };
  }

  async exists(objectKey: string): Promise<boolean> {
    const info = await stat(this.pathOf(objectKey)).catch(() => null);
    return info?.isFile() ?? false;
  }

  /** Streams into a file beside the target and renames it into place, so a reader never sees half an object. */
  async put(objectKey: string, content: AsyncIterable<Uint8Array>): Promise<void> {
    const path = this.pathOf(objectKey);
    await mkdir(dirname(path), { recursive: true });
    const draft = `${path}.${randomBytes(6).toString('hex')}.part`;
    try {
      await pipeline(Readable.from(content), createWriteStream(draft, { mode: 0o644 }));
      await rename(draft, path);
    } finally {
      await rm(draft, { force: true });
    }
  }

  async delete(objectKey: string): Promise<void> {
    await rm(this.pathOf(objectKey), { force: true });
  }

  read(objectKey: string): AsyncIterable<Uint8Array> {
    return createReadStream(this.pathOf(objectKey));
  }

  async write(objectKey: string, content: string | Uint8Array): Promise<void> {
    const path = this.pathOf(objectKey);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
  }

  /** Where the object lives on disk; a key that would leave the folder is refused. */
  pathOf(objectKey: string): string {
    assertObjectKey(objectKey);
    const path = resolve(this.directory, ...objectKey.split('/'));
    const inside = relative(this.directory, path);
    if (inside === '' || inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside)) {
      throw new RangeError(`Object key ${JSON.stringify(objectKey)} leaves the storage folder`);
    }
    return path;
  }

  /** HMAC-SHA256 over the three values as a JSON array, so no value can borrow from its neighbour. */
  private sign(objectKey: string, expires: string, name: string): string {
    return createHmac('sha256', this.settings.signingSecret)
      .update(JSON.stringify([objectKey, expires, name]))
      .digest('base64url');
  }
}
