import { describe, expect, it, jest } from '@jest/globals';
import { describeFileStorageContract } from './file-storage.contract';
import { startS3TestServer } from '../testing/s3-test-server';
import { S3FileStorage, type S3StorageSettings } from './s3-file-storage';

const SETTINGS: S3StorageSettings = {
  bucket: 'pointforge-downloads',
  region: 'eu-west-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const KEY = 'installers/PointForge-Setup-1.0.7.exe';
const NAME = 'PointForge-Setup-1.0.7.exe';

describeFileStorageContract('S3FileStorage (against a local S3)', async () => {
  const server = await startS3TestServer();
  const storage = new S3FileStorage({ ...SETTINGS, endpoint: server.endpoint });
  return {
    storage,
    dispose: async () => {
      storage.close();
      await server.close();
    },
  };
});

describe('S3FileStorage', () => {
  it('presigns a GET of the object with SigV4 in the query, the expiry and an attachment disposition', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const storage = new S3FileStorage(SETTINGS);
    try {
      const url = new URL(await storage.createDownloadUrl(KEY, NAME, 300));

      expect(url.origin).toBe('https://pointforge-downloads.s3.eu-west-1.amazonaws.com');
      expect(url.pathname).toBe(`/${KEY}`);
      const query = url.searchParams;
      expect(query.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
      expect(query.get('X-Amz-Credential')).toMatch(/^AKIAIOSFODNN7EXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request$/);
      expect(query.get('X-Amz-Date')).toMatch(/^\d{8}T\d{6}Z$/);
      expect(query.get('X-Amz-Expires')).toBe('300');
      expect(query.get('X-Amz-SignedHeaders')).toBe('host');
      expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      expect(query.get('response-content-disposition')).toBe(`attachment; filename="${NAME}"`);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      storage.close();
      fetchSpy.mockRestore();
    }
  });

  it('uses path-style addressing on a configured endpoint (MinIO, R2…)', async () => {
    const storage = new S3FileStorage({ ...SETTINGS, endpoint: 'http://127.0.0.1:9000' });
    try {
      const url = new URL(await storage.createDownloadUrl(KEY, NAME, 60));
      expect(`${url.origin}${url.pathname}`).toBe(`http://127.0.0.1:9000/pointforge-downloads/${KEY}`);
      expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    } finally {
      storage.close();
    }
  });

  it('uploads a large artifact in parts (multipart upload), never as one body', async () => {
    const server = await startS3TestServer();
    const storage = new S3FileStorage({ ...SETTINGS, endpoint: server.endpoint });
    try {
      const part = Buffer.alloc(3 * 1024 * 1024, 7);
      async function* tenMegabytes(): AsyncIterable<Uint8Array> {
        for (let i = 0; i < 6; i += 1) yield part;
      }

      await storage.put(KEY, tenMegabytes());

      expect(server.objects.get(`pointforge-downloads/${KEY}`)?.length).toBe(6 * part.length);
      expect(server.calls.filter((call) => call.includes('partNumber='))).toHaveLength(3);
    } finally {
      storage.close();
      await server.close();
    }
  });

  it('refuses an object key outside the platform’s key rule', async () => {
    const storage = new S3FileStorage(SETTINGS);
    try {
      await expect(storage.createDownloadUrl('../x', NAME, 60)).rejects.toThrow(RangeError);
    } finally {
      storage.close();
    }
  });
});
