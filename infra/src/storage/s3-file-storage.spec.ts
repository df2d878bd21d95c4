import { describe, expect, it, jest } from '@jest/globals';
import { describeFileStorageContract } from './file-storage.contract';
import { S3FileStorage, type S3StorageSettings } from './s3-file-storage';

const SETTINGS: S3StorageSettings = {
  bucket: 'pointforge-downloads',
  region: 'eu-west-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const KEY = 'installers/PointForge-Setup-1.0.7.exe';
const NAME = 'PointForge-Setup-1.0.7.exe';

describeFileStorageContract('S3FileStorage (presigned, offline)', async () => {
  const storage = new S3FileStorage(SETTINGS);
  return { storage, dispose: async () => storage.close() };
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

  it('refuses an object key outside the platform’s key rule', async () => {
    const storage = new S3FileStorage(SETTINGS);
    try {
      await expect(storage.createDownloadUrl('../x', NAME, 60)).rejects.toThrow(RangeError);
    } finally {
      storage.close();
    }
  });
});
