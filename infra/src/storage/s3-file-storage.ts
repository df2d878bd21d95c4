import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
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

/**
 * The installer in an S3 bucket: links are presigned GETs (SigV4 in the query string) that
 * make S3 answer with `Content-Disposition: attachment` and the file name. Presigning is
 * computed locally; nothing is sent to S3 until the browser follows the link.
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

  close(): void {
    this.client.destroy();
  }
}
