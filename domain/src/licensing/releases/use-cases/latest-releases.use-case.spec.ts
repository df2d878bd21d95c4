import { aUser } from '../../../testing/builders';
import { createReleaseTestKit } from '../../../testing/release-test-kit';

describe('LatestReleasesUseCase and ListReleasesUseCase', () => {
  it('offers the dashboard the latest stable release of each platform, with checksums and rendered notes', async () => {
    const kit = createReleaseTestKit();
    await kit.given('1.0.7', '2025-05-29');
    const latest = await kit.given('1.1.0', '2025-09-01');
    await kit.given('1.2.0-beta.1', '2025-10-01', 'beta');

    expect(await kit.latestReleases.execute()).toEqual([
      {
        platform: 'windows',
        version: '1.1.0',
        releasedAt: '2025-09-01',
        fileName: latest.fileName,
        size: latest.size,
        sha256: latest.sha256,
        sha512: latest.sha512,
        notesHtml: '<p>**Faster** meshing.</p>',
      },
    ]);
  });

  it('lists every release for the console, newest first, naming the publisher by email', async () => {
    const kit = createReleaseTestKit();
    const admin = await kit.givenUser(aUser().verified());
    await kit.publish.execute(kit.publishInput({ version: '1.0.8', actor: { ...kit.operator, userId: admin.id } }));
    await kit.publish.execute(kit.publishInput({ version: '1.2.0-beta.1', channel: 'beta', actor: { ...kit.operator, userId: 'gone' } }));

    const listed = await kit.listReleases.execute();

    expect(listed.map((release) => [release.version, release.channel, release.publishedBy])).toEqual([
      ['1.2.0-beta.1', 'beta', null],
      ['1.0.8', 'stable', admin.email],
    ]);
    expect(listed[1]).toMatchObject({ releasedAt: '2025-09-01', createdAt: kit.clock.now().toISOString(), notesHtml: '<p>**Faster** meshing.</p>' });
  });
});
