/** Where the installer lives; hands out short-lived download links. */
export abstract class FileStoragePort {
  /** A URL that downloads `objectKey` as `fileName` until `expiresInSeconds` have passed. */
  abstract createDownloadUrl(objectKey: string, fileName: string, expiresInSeconds: number): Promise<string>;
}
