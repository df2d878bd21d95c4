import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { FixedClock, RecordingFileStorage } from '@pointforge/domain/testing';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attachmentContentDisposition } from './content-disposition';
import { DEVELOPMENT_INSTALLER_CONTENT, writeDevelopmentInstallerIfMissing } from './development-installer';
import { describeFileStorageContract } from './file-storage.contract';
import { LocalFileStorage } from './local-file-storage';

const BASE = 'https://pointforge.test/api/downloads/files';
const SECRET = 'download-signing-secret-for-the-tests-0123456789';
const KEY = 'installers/PointForge-Setup-1.0.7.exe';
const NAME = 'PointForge-Setup-1.0.7.exe';
const T0 = new Date('2025-06-10T12:00:00.000Z');
const T0_S = T0.getTime() / 1000;

describeFileStorageContract('RecordingFileStorage (unit-test fake)', async () => ({
  storage: new RecordingFileStorage(),
  dispose: async () => undefined,
}));

describeFileStorageContract('LocalFileStorage', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'pf-storage-contract-'));
  return {
    storage: new LocalFileStorage({ directory, downloadBaseUrl: BASE, signingSecret: SECRET, clock: new FixedClock(T0) }),
    dispose: async () => rmSync(directory, { recursive: true, force: true }),
  };
});

describe('LocalFileStorage', () => {
  let directory: string;
  let clock: FixedClock;
  let storage: LocalFileStorage;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'pf-storage-'));
    clock = new FixedClock(T0);
    storage = new LocalFileStorage({ directory, downloadBaseUrl: `${BASE}/`, signingSecret: SECRET, clock });
  });

  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  /** The parts of a link as the download route receives them. */
  function partsOf(link: string) {
    const url = new URL(link);
    return {
      objectKey: url.pathname.replace('/api/downloads/files/', ''),
      expires: url.searchParams.get('expires') ?? '',
      name: url.searchParams.get('name') ?? '',
      signature: url.searchParams.get('signature') ?? '',
    };
  }

  function check(parts: ReturnType<typeof partsOf>, now?: Date) {
    return storage.verify(parts.objectKey, parts.expires, parts.name, parts.signature, now);
  }

  /** The same string with one character changed to another of the base64url alphabet. */
  function changeOneCharacter(value: string, index: number): string {
    const replacement = value[index] === 'A' ? 'B' : 'A';
    return value.slice(0, index) + replacement + value.slice(index + 1);
  }

  it('signs {base}/{key}?expires&name&signature with the expiry in unix seconds', async () => {
    const link = await storage.createDownloadUrl(KEY, NAME, 300);

    expect(link).toMatch(
      new RegExp(
        `^${BASE}/installers/PointForge-Setup-1\\.0\\.7\\.exe\\?expires=${T0_S + 300}&name=PointForge-Setup-1\\.0\\.7\\.exe&signature=[A-Za-z0-9_-]{43}$`,
      ),
    );
    expect(check(partsOf(link))).toBe('valid');
  });

  it('is the same link for the same input and the same secret, on any replica', async () => {
    const replica = new LocalFileStorage({ directory, downloadBaseUrl: BASE, signingSecret: SECRET, clock });
    const link = await storage.createDownloadUrl(KEY, NAME, 300);

    expect(await replica.createDownloadUrl(KEY, NAME, 300)).toBe(link);
    expect(replica.verify(...(Object.values(partsOf(link)) as [string, string, string, string]))).toBe('valid');
  });

  it('works until its expiry second and is expired after it', async () => {
    const parts = partsOf(await storage.createDownloadUrl(KEY, NAME, 300));

    expect(check(parts, new Date(T0.getTime() + 300_999))).toBe('valid');
    expect(check(parts, new Date(T0.getTime() + 301_000))).toBe('expired');
    clock.advance(10 * 60_000);
    expect(check(parts)).toBe('expired');
  });

  it('refuses a link with any one character of the signature changed', async () => {
    const parts = partsOf(await storage.createDownloadUrl(KEY, NAME, 300));

    for (let index = 0; index < parts.signature.length; index += 1) {
      expect(check({ ...parts, signature: changeOneCharacter(parts.signature, index) })).toBe('invalid');
    }
  });

  it('refuses a link whose key, name or expiry was changed', async () => {
    const parts = partsOf(await storage.createDownloadUrl(KEY, NAME, 300));

    expect(check({ ...parts, objectKey: 'installers/PointForge-Setup-1.0.8.exe' })).toBe('invalid');
    expect(check({ ...parts, name: 'PointForge-Setup-1.0.7.zip' })).toBe('invalid');
    expect(check({ ...parts, expires: String(T0_S + 3_000_000) })).toBe('invalid');
    // An expired link cannot be revived by moving its expiry either.
    expect(check({ ...parts, expires: String(T0_S + 301) }, new Date(T0.getTime() + 305_000))).toBe('invalid');
  });

  it('refuses malformed values and a link signed with another secret', async () => {
    const parts = partsOf(await storage.createDownloadUrl(KEY, NAME, 300));
    const other = new LocalFileStorage({ directory, downloadBaseUrl: BASE, signingSecret: `${SECRET}-other`, clock });

    expect(check({ ...parts, signature: '' })).toBe('invalid');
    expect(check({ ...parts, signature: `${parts.signature}=` })).toBe('invalid');
    expect(check({ ...parts, expires: `${parts.expires}.5` })).toBe('invalid');
    expect(check({ ...parts, expires: '' })).toBe('invalid');
    expect(check({ ...parts, objectKey: '../etc/passwd' })).toBe('invalid');
    expect(other.verify(parts.objectKey, parts.expires, parts.name, parts.signature)).toBe('invalid');
  });

  it('refuses to sign or open a key that would leave the folder', async () => {
    for (const key of ['../secret', 'installers/../../secret', '/etc/passwd', 'a//b', '.hidden', 'a/./b', 'a\\b', '']) {
      await expect(storage.createDownloadUrl(key, NAME, 300)).rejects.toThrow(RangeError);
      expect(() => storage.pathOf(key)).toThrow(RangeError);
    }
  });

  it('opens a stored file with its size, and answers null for a missing one', async () => {
    await storage.write(KEY, 'installer bytes');

    const opened = await storage.open(KEY);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);

    expect(opened!.size).toBe(15);
    expect(Buffer.concat(chunks).toString()).toBe('installer bytes');
    expect(readFileSync(join(directory, 'installers', NAME), 'utf8')).toBe('installer bytes');
    expect(await storage.open('installers/missing.exe')).toBeNull();
    expect(await storage.open('installers')).toBeNull();
  });

  it('writes the development installer once and never over a real one', async () => {
    expect(await writeDevelopmentInstallerIfMissing(storage, KEY)).toBe(true);
    expect(readFileSync(join(directory, 'installers', NAME), 'utf8')).toBe(DEVELOPMENT_INSTALLER_CONTENT);
    expect(DEVELOPMENT_INSTALLER_CONTENT).toContain('PointForge 1.0.7 - development build');

    writeFileSync(join(directory, 'installers', NAME), 'the real installer');
    expect(await writeDevelopmentInstallerIfMissing(storage, KEY)).toBe(false);
    expect(readFileSync(join(directory, 'installers', NAME), 'utf8')).toBe('the real installer');
  });
});

describe('attachmentContentDisposition', () => {
  it('quotes a plain ASCII name', () => {
    expect(attachmentContentDisposition('PointForge-Setup-1.0.7.exe')).toBe('attachment; filename="PointForge-Setup-1.0.7.exe"');
  });

  it('replaces quotes and backslashes, and adds filename* for anything beyond ASCII', () => {
    expect(attachmentContentDisposition('a"b\\c.exe')).toBe(`attachment; filename="a_b_c.exe"; filename*=UTF-8''a%22b%5Cc.exe`);
    expect(attachmentContentDisposition('Prüfung (1).exe')).toBe(`attachment; filename="Pr_fung (1).exe"; filename*=UTF-8''Pr%C3%BCfung%20%281%29.exe`);
  });
});
