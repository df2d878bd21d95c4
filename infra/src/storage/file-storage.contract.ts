import { describe, expect, it } from '@jest/globals';
import type { FileStoragePort } from '@pointforge/domain';
import { subjectPerCase } from '../testing/subject-per-case';

export interface FileStorageUnderTest {
  storage: FileStoragePort;
  dispose(): Promise<void>;
}

const KEY = 'installers/PointForge-Setup-1.0.7.exe';
const NAME = 'PointForge-Setup-1.0.7.exe';

async function* streamOf(...chunks: Uint8Array[]): AsyncIterable<Uint8Array> {
  yield* chunks;
}

async function readAll(content: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of content) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

/** What every FileStoragePort does, whether it is the unit-test fake, the local folder or S3. */
export function describeFileStorageContract(name: string, create: () => Promise<FileStorageUnderTest>): void {
  describe(`${name} honours the file storage contract`, () => {
    const underTest = subjectPerCase(create);
    const storageUnderTest = async (): Promise<FileStoragePort> => (await underTest()).storage;

    it('hands out an absolute http(s) URL that names the object and the file', async () => {
      const storage = await storageUnderTest();

      const url = new URL(await storage.createDownloadUrl(KEY, NAME, 300));

      expect(['http:', 'https:']).toContain(url.protocol);
      expect(url.pathname.endsWith(`/${KEY}`)).toBe(true);
      expect(decodeURIComponent(url.search)).toContain(NAME);
    });

    it('hands out different URLs for another object, another file name and another lifetime', async () => {
      const storage = await storageUnderTest();

      const base = await storage.createDownloadUrl(KEY, NAME, 300);

      expect(await storage.createDownloadUrl('installers/other.exe', NAME, 300)).not.toBe(base);
      expect(await storage.createDownloadUrl(KEY, 'Other.exe', 300)).not.toBe(base);
      expect(await storage.createDownloadUrl(KEY, NAME, 600)).not.toBe(base);
    });

    it('stores streamed bytes and reads them back, replacing what was there', async () => {
      const storage = await storageUnderTest();
      const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256);

      expect(await storage.exists(KEY)).toBe(false);
      await storage.put(KEY, streamOf(Uint8Array.of(9, 9, 9)));
      await storage.put(KEY, streamOf(bytes.subarray(0, 1000), bytes.subarray(1000)));

      expect(await storage.exists(KEY)).toBe(true);
      expect(await readAll(storage.read(KEY))).toEqual(bytes);
    });

    it('deletes an object, and a second delete of it is no error', async () => {
      const storage = await storageUnderTest();
      await storage.put(KEY, streamOf(Uint8Array.of(1, 2, 3)));

      await storage.delete(KEY);
      await storage.delete(KEY);

      expect(await storage.exists(KEY)).toBe(false);
    });

    it('fails to read an object it does not hold', async () => {
      const storage = await storageUnderTest();

      await expect(readAll(storage.read('releases/none/missing.exe'))).rejects.toThrow();
    });
  });
}
