import { createReleaseTestKit, TEST_INSTALLER_OBJECT_KEY } from '../../../testing/release-test-kit';

describe('RegisterFirstReleaseUseCase', () => {
  it('registers the stored installer as 1.0.7 of 2025-05-29, Windows, stable, digested from its bytes, created on its release date', async () => {
    const kit = createReleaseTestKit();
    await kit.storage.put(TEST_INSTALLER_OBJECT_KEY, kit.publishInput().artifact());

    expect(await kit.registerFirstRelease.execute()).toBe('registered');

    expect(await kit.releases.listAll()).toEqual([
      expect.objectContaining({
        version: '1.0.7',
        channel: 'stable',
        platform: 'windows',
        objectKey: TEST_INSTALLER_OBJECT_KEY,
        fileName: 'PointForge-Setup-1.0.7.exe',
        size: 5,
        sha256: 'sha256-15',
        releasedAt: new Date('2025-05-29T00:00:00.000Z'),
        publishedBy: null,
        createdAt: new Date('2025-05-29T00:00:00.000Z'),
      }),
    ]);
  });

  it('does nothing the second time', async () => {
    const kit = createReleaseTestKit();
    await kit.storage.put(TEST_INSTALLER_OBJECT_KEY, kit.publishInput().artifact());
    await kit.registerFirstRelease.execute();

    expect(await kit.registerFirstRelease.execute()).toBe('already_registered');
    expect(await kit.releases.listAll()).toHaveLength(1);
  });

  it('waits for the installer when the storage has none', async () => {
    const kit = createReleaseTestKit();

    expect(await kit.registerFirstRelease.execute()).toBe('installer_missing');
    expect(await kit.releases.listAll()).toEqual([]);
  });
});
