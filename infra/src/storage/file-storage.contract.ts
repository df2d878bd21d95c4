import { describe, expect, it } from '@jest/globals';
import type { FileStoragePort } from '@pointforge/domain';
import { subjectPerCase } from '../testing/subject-per-case';

export interface FileStorageUnderTest {
  storage: FileStoragePort;
  dispose(): Promise<void>;
}

const KEY = 'installers/PointForge-Setup-1.0.7.exe';
const NAME = 'PointForge-Setup-1.0.7.exe';

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
  });
}
