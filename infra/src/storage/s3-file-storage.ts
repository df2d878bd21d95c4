import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, NotFound, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import { FileStoragePort } from '@pointforge/domain';
import { attachmentContentDisposition } from './content-disposition';
import { assertObjectKey } from './object-key';

export interface S3StorageSettings {
  bucket: string;
  /** S3_REGION; `us-east-1` unless told. */
  region: string;
  /** S3_ENDPOINT for an S3-compatible store (MinIO, R2…); path-style addressing then. */
  endpoint?: string;
  /** Both or neither; without them the SDK's default chain (environment, instance role) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Parts of a multipart upload: S3's minimum, so an upload holds at most a few of them in memory. */
const PART_SIZE_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * Installers and release artifacts in an S3 bucket: links are presigned GETs (SigV4 in the
 * query string) that make S3 answer with `Content-Disposition: attachment` and the file
 * name. Presigning is computed locally; nothing is sent to S3 until the browser follows the
 * link. Uploads stream: one PUT when small, else a multipart upload of 8 MiB parts.
 */
export class S3FileStorage extends FileStoragePort {
  private readonly client: S3Client;

  constructor(private readonly settings: S3StorageSettings) {
    super();
    const { region, endpoint, accessKeyId, secretAccessKey } = settings;
    this.client = new S3Client({
      region,
      ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    });
  }

  async createDownloadUrl(objectKey: string, fileName: string, expiresInSeconds: number): Promise<string> {
    assertObjectKey(objectKey);
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: objectKey,
      ResponseContentDisposition: attachmentContentDisposition(fileName),
    });
    return getSignedUrl(this.client, command, { expiresIn: Math.ceil(expiresInSeconds) });
  }

  async put(objectKey: string, content: AsyncIterable<Uint8Array>): Promise<void> {
    assertObjectKey(objectKey);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: objectKey, Body: Readable.from(content), ContentType: 'application/octet-stream' },
      partSize: PART_SIZE_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async exists(objectKey: string): Promise<boolean> {
    assertObjectKey(objectKey);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: objectKey }));
      return true;
    } catch (error) {
      if (error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
      throw error;
    }
  }

  async delete(objectKey: string): Promise<void> {
    assertObjectKey(objectKey);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: objectKey }));
  }

  async *read(objectKey: string): AsyncIterable<Uint8Array> {
    assertObjectKey(objectKey);
    const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: objectKey }));
    if (!(Body instanceof Readable)) throw new Error(`S3 sent no body for ${objectKey}`);
    yield* Body;
  }

  /** Every object's key under `prefix` (all of them when empty), a page of S3's listing at a time. */
  async *listKeys(prefix = ''): AsyncIterable<string> {
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix || undefined, ContinuationToken: continuationToken }),
      );
      for (const object of page.Contents ?? []) if (object.Key !== undefined) yield object.Key;
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken !== undefined);
  }

  close(): void {
    this.client.destroy();
  }
}
