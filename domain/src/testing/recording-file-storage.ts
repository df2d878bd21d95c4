import { FileStoragePort } from '../ports/file-storage.port';

export interface RequestedDownloadUrl {
  objectKey: string;
  fileName: string;
  expiresInSeconds: number;
  url: string;
}

/**
 * File storage for unit tests: it hands out recognisable, distinct URLs under
 * `https://files.test/` and keeps every request; objects are kept in memory.
 */
export class RecordingFileStorage extends FileStoragePort {
  readonly requests: RequestedDownloadUrl[] = [];
  readonly objects = new Map<string, Uint8Array>();

  async createDownloadUrl(objectKey: string, fileName: string, expiresInSeconds: number): Promise<string> {
    const query = new URLSearchParams({ name: fileName, expiresIn: String(expiresInSeconds), n: String(this.requests.length + 1) });
    const url = `https://files.test/${objectKey.split('/').map(encodeURIComponent).join('/')}?${query.toString()}`;
    this.requests.push({ objectKey, fileName, expiresInSeconds, url });
    return url;
  }

  async put(objectKey: string, content: AsyncIterable<Uint8Array>): Promise<void> {
    const chunks: Uint8Array[] = [];
    for await (const chunk of content) chunks.push(chunk);
    const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    this.objects.set(objectKey, bytes);
  }

  async exists(objectKey: string): Promise<boolean> {
    return this.objects.has(objectKey);
  }

  async delete(objectKey: string): Promise<void> {
    this.objects.delete(objectKey);
  }

  async *read(objectKey: string): AsyncIterable<Uint8Array> {
    const bytes = this.objects.get(objectKey);
    if (!bytes) throw new Error(`No object ${objectKey}`);
    yield bytes;
  }
}
