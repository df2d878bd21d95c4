import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A bucket played locally: objects by key, and the calls received. */
export interface S3TestServer {
  /** The URL to configure as S3_ENDPOINT (path-style addressing). */
  endpoint: string;
  readonly objects: Map<string, Buffer>;
  readonly calls: string[];
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** ListObjectsV2 of one bucket in one page: the keys under `prefix`, in S3's (byte) order. */
function listing(objects: Map<string, Buffer>, bucket: string, prefix: string): string {
  const keys = [...objects.keys()]
    .filter((key) => key.startsWith(`${bucket}/${prefix}`))
    .map((key) => key.slice(bucket.length + 1))
    .sort();
  const contents = keys.map((key) => `<Contents><Key>${key}</Key><Size>${objects.get(`${bucket}/${key}`)?.length ?? 0}</Size></Contents>`);
  return `<ListBucketResult><Name>${bucket}</Name><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents.join('')}</ListBucketResult>`;
}

/**
 * The part of S3's REST API the storage adapter uses, path-style on a free port of
 * 127.0.0.1: PutObject, HeadObject, GetObject, DeleteObject, ListObjectsV2 (one page), and a
 * multipart upload (create, upload part, complete). Signatures are not checked; objects are kept in memory by `bucket/key`.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, Map<number, Buffer>>();
  const calls: string[] = [];
  const server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://s3.test');
      const key = decodeURIComponent(url.pathname.slice(1));
      const uploadId = url.searchParams.get('uploadId');
      calls.push(`${request.method} ${url.pathname}${url.search}`);
      if (request.method === 'POST' && url.searchParams.has('uploads')) {
        const id = `upload-${uploads.size + 1}`;
        uploads.set(id, new Map());
        response.end(`<InitiateMultipartUploadResult><Bucket>b</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
      } else if (request.method === 'PUT' && uploadId !== null) {
        uploads.get(uploadId)?.set(Number(url.searchParams.get('partNumber')), body);
        response.setHeader('ETag', `"part-${url.searchParams.get('partNumber')}"`);
        response.end();
      } else if (request.method === 'POST' && uploadId !== null) {
        const parts = [...(uploads.get(uploadId) ?? new Map<number, Buffer>()).entries()].sort(([a], [b]) => a - b);
        objects.set(key, Buffer.concat(parts.map(([, part]) => part)));
        response.end(`<CompleteMultipartUploadResult><Key>${key}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`);
      } else if (request.method === 'PUT') {
        objects.set(key, body);
        response.setHeader('ETag', '"put"');
        response.end();
      } else if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
        response.end(listing(objects, key.replace(/\/$/, ''), url.searchParams.get('prefix') ?? ''));
      } else if (request.method === 'DELETE') {
        if (uploadId === null) objects.delete(key);
        else uploads.delete(uploadId);
        response.statusCode = 204;
        response.end();
      } else {
        const object = objects.get(key);
        response.statusCode = object ? 200 : 404;
        if (object) response.setHeader('Content-Length', object.length);
        response.end(request.method === 'GET' ? (object ?? '<Error><Code>NoSuchKey</Code></Error>') : undefined);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    calls,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
