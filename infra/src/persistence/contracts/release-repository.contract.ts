import { expect, it } from '@jest/globals';
import type { Release } from '@pointforge/domain';
import { randomUUID } from 'node:crypto';
import { givenUser, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeRepositoryContract } from '../../testing/repository-contract';

function aRelease(overrides: Partial<Release> = {}): Release {
  const id = randomUUID();
  return {
    id,
    version: '1.1.0',
    channel: 'stable',
    platform: 'windows',
    objectKey: `releases/${id}/PointForge-Setup-1.1.0.exe`,
    fileName: 'PointForge-Setup-1.1.0.exe',
    // Past 2 GiB, where a 32-bit column would give out.
    size: 3_000_000_123,
    sha256: 'a'.repeat(64),
    sha512: 'b'.repeat(128),
    edSignature: `${'c'.repeat(86)}==`,
    notes: `## Fixed\n\n${'é'.repeat(19_000)}`,
    releasedAt: new Date('2025-09-01T00:00:00.000Z'),
    publishedBy: null,
    createdAt: T0,
    ...overrides,
  };
}

const versions = (releases: readonly Release[]) => releases.map((release) => `${release.version}/${release.platform}/${release.channel}`).sort();

export function describeReleaseRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContract(`ReleaseRepositoryPort: ${name}`, setup, (given) => {
    it('stores a release whole and finds it by id', async () => {
      const publisher = await givenUser(given.repositories);
      const release = aRelease({ publishedBy: publisher.id });

      expect(await given.repositories.releases.add(release)).toBe(true);

      expect(await given.repositories.releases.findById(release.id)).toEqual(release);
      expect(await given.repositories.releases.findById(randomUUID())).toBeNull();
    });

    it('keeps a version once per platform and channel', async () => {
      await given.repositories.releases.add(aRelease());

      expect(await given.repositories.releases.add(aRelease())).toBe(false);
      expect(await given.repositories.releases.add(aRelease({ channel: 'beta' }))).toBe(true);
      expect(await given.repositories.releases.add(aRelease({ platform: 'macos' }))).toBe(true);
      expect(await given.repositories.releases.add(aRelease({ version: '1.1.0-Beta' }))).toBe(true);
      expect(await given.repositories.releases.add(aRelease({ version: '1.1.0-beta' }))).toBe(true);
      expect(await given.repositories.releases.isPublished('1.1.0', 'windows', 'stable')).toBe(true);
      expect(await given.repositories.releases.isPublished('1.1.0', 'linux', 'stable')).toBe(false);
    });

    it('lists by channel, of one platform or all', async () => {
      for (const release of [aRelease(), aRelease({ version: '1.2.0-beta.1', channel: 'beta' }), aRelease({ platform: 'linux' })]) {
        await given.repositories.releases.add(release);
      }

      expect(versions(await given.repositories.releases.listAll())).toEqual(['1.1.0/linux/stable', '1.1.0/windows/stable', '1.2.0-beta.1/windows/beta']);
      expect(versions(await given.repositories.releases.listOnChannels(['stable']))).toEqual(['1.1.0/linux/stable', '1.1.0/windows/stable']);
      expect(versions(await given.repositories.releases.listOnChannels(['beta', 'stable'], 'windows'))).toEqual([
        '1.1.0/windows/stable',
        '1.2.0-beta.1/windows/beta',
      ]);
    });

    it('keeps a release when its publisher’s account is deleted, naming no one', async () => {
      const publisher = await givenUser(given.repositories);
      const release = aRelease({ publishedBy: publisher.id });
      await given.repositories.releases.add(release);

      await given.repositories.users.delete(publisher.id);

      expect(await given.repositories.releases.findById(release.id)).toEqual({ ...release, publishedBy: null });
    });
  });
}
