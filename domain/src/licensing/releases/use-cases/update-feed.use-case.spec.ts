import { rejectionOf } from '../../../testing/account-test-kit';
import { aLicense } from '../../../testing/builders';
import { TEST_CLIENT_IP } from '../../../testing/desktop-license-test-kit';
import { createReleaseTestKit } from '../../../testing/release-test-kit';
import type { ReleaseChannel } from '../release.entity';

async function setUp(license = aLicense().expiringAt(new Date('2026-06-01T00:00:00Z'))) {
  const kit = createReleaseTestKit();
  const { license: stored } = await kit.givenLicense(license);
  await kit.given('1.0.7', '2025-05-29');
  await kit.given('1.1.0', '2025-09-01');
  await kit.given('1.2.0-beta.1', '2025-10-01', 'beta');
  await kit.given('1.1.1', '2025-09-15', 'stable', 'macos');
  const feed = (channel: ReleaseChannel = 'stable', licenseKey = stored.licenseKey) =>
    kit.updateFeed.execute({ credential: { licenseKey }, ipAddress: TEST_CLIENT_IP, platform: 'windows', channel });
  return { kit, feed };
}

const versions = (items: ReadonlyArray<{ release: { version: string } }>) => items.map((item) => item.release.version);

describe('UpdateFeedUseCase', () => {
  it('lists the stable releases of the platform, newest first, each with a link to its artifact and its notes', async () => {
    const { kit, feed } = await setUp();

    const items = await feed();

    expect(versions(items)).toEqual(['1.1.0', '1.0.7']);
    const newest = items[0]!.release;
    expect(kit.storage.requests.map(({ objectKey, fileName, expiresInSeconds }) => ({ objectKey, fileName, expiresInSeconds }))).toEqual(
      items.map(({ release }) => ({ objectKey: release.objectKey, fileName: release.fileName, expiresInSeconds: 3600 })),
    );
    expect(items[0]).toEqual({
      release: expect.objectContaining({ version: '1.1.0' }),
      downloadUrl: kit.storage.requests[0]!.url,
      notesUrl: `https://site.test/notes/${newest.id}`,
    });
    expect(items[0]!.downloadUrl).toMatch(/^https:\/\/files\.test\/releases\//);
  });

  it('adds beta releases on the beta channel', async () => {
    const { feed } = await setUp();

    expect(versions(await feed('beta'))).toEqual(['1.2.0-beta.1', '1.1.0', '1.0.7']);
  });

  it('gives an expired licence only the releases from before its expiry', async () => {
    const { feed } = await setUp(aLicense().expiringAt(new Date('2025-08-01T00:00:00Z')));

    expect(versions(await feed())).toEqual(['1.0.7']);
  });

  it('answers EXPIRED (403) for an expired trial: the perpetual fallback is for paid licences', async () => {
    const { feed } = await setUp(aLicense().trial().expiringAt(new Date('2025-05-31T00:00:00Z')));

    expect(await rejectionOf(feed())).toMatchObject({ kind: 'forbidden', code: 'EXPIRED' });
  });

  it('answers NOT_FOUND (404) for a key that names no licence', async () => {
    const { feed } = await setUp();

    expect(await rejectionOf(feed('stable', 'PF-00000-00000-00000-00000-00000'))).toMatchObject({ kind: 'not_found', code: 'NOT_FOUND' });
  });

  it('answers SUSPENDED (403) for a licence billing switched off', async () => {
    const { feed } = await setUp(aLicense().inactive());

    expect(await rejectionOf(feed())).toMatchObject({ kind: 'forbidden', code: 'SUSPENDED' });
  });
});
