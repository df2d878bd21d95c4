import type { ClockPort } from '@pointforge/domain';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage, type S3StorageSettings } from './s3-file-storage';

export interface FileStorageSettings {
  /** S3 when set (S3_BUCKET and the rest); else the local folder. */
  s3?: S3StorageSettings;
  /** `signingSecret` is read only when the local folder is chosen, so an S3 setup never makes one. */
  local: { directory: string; downloadBaseUrl: string; signingSecret: () => string };
  clock: ClockPort;
}

export type ConfiguredFileStorage =
  { kind: 's3'; storage: S3FileStorage; local: null; close(): void } | { kind: 'local'; storage: LocalFileStorage; local: LocalFileStorage; close(): void };

/** The one place that chooses where downloads come from: S3 when a bucket is configured, else the local folder. */
export function createFileStorage(settings: FileStorageSettings): ConfiguredFileStorage {
  if (settings.s3) {
    const storage = new S3FileStorage(settings.s3);
    return { kind: 's3', storage, local: null, close: () => storage.close() };
  }
  const storage = new LocalFileStorage({ ...settings.local, signingSecret: settings.local.signingSecret(), clock: settings.clock });
  return { kind: 'local', storage, local: storage, close: () => undefined };
}
