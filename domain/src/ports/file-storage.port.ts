/** Where installers and release artifacts live; hands out short-lived download links. */
export abstract class FileStoragePort {
  /** A URL that downloads `objectKey` as `fileName` until `expiresInSeconds` have passed. */
  abstract createDownloadUrl(objectKey: string, fileName: string, expiresInSeconds: number): Promise<string>;

  /** Stores `content` under `objectKey` as it streams in (a large artifact is never held in memory), replacing what was there. */
  abstract put(objectKey: string, content: AsyncIterable<Uint8Array>): Promise<void>;

  abstract exists(objectKey: string): Promise<boolean>;

  /** Removes the object; one that is not there is no error. */
  abstract delete(objectKey: string): Promise<void>;

  /** The object's bytes as they stream out; iterating it fails when there is no such object. */
  abstract read(objectKey: string): AsyncIterable<Uint8Array>;
}
