import { FileStoragePort } from '../ports/file-storage.port';

export interface RequestedDownloadUrl {
  objectKey: string;
  fileName: string;
  expiresInSeconds: number;
  url: string;
}

/**
 * File storage for unit tests: it hands out recognisable, distinct URLs under
 * `https://files.test/` and keeps every request; no file is ever read.
 */
export class RecordingFileStorage extends FileStoragePort {
  readonly requests: RequestedDownloadUrl[] = [];

  async createDownloadUrl(objectKey: string, fileName: string, expiresInSeconds: number): Promise<string> {
    const query = new URLSearchParams({ name: fileName, expiresIn: String(expiresInSeconds), n: String(this.requests.length + 1) });
    const url = `https://files.test/${objectKey.split('/').map(encodeURIComponent).join('/')}?${query.toString()}`;
    this.requests.push({ objectKey, fileName, expiresInSeconds, url });
    return url;
  }
}
