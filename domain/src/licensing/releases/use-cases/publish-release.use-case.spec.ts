import { rejectionOf } from '../../../testing/account-test-kit';
import { bytesSource, createReleaseTestKit } from '../../../testing/release-test-kit';

describe('PublishReleaseUseCase', () => {
  it('stores the artifact under the release’s own key and records what the signer computed from its bytes', async () => {
    const kit = createReleaseTestKit();

    const release = await kit.publish.execute(kit.publishInput({ fileName: 'PointForge Setup 1.1.0.exe' }));

    expect(release).toMatchObject({
      version: '1.1.0',
      channel: 'stable',
      platform: 'windows',
      fileName: 'PointForge_Setup_1.1.0.exe',
      objectKey: `releases/${release.id}/PointForge_Setup_1.1.0.exe`,
      size: 5,
      sha256: 'sha256-15',
      sha512: 'sha512-15',
      edSignature: 'signature-15',
      notes: '**Faster** meshing.',
      releasedAt: new Date('2025-09-01T00:00:00.000Z'),
      publishedBy: 'admin-1',
    });
    expect([...(kit.storage.objects.get(release.objectKey) ?? [])]).toEqual([1, 2, 3, 4, 5]);
    expect(await kit.releases.findById(release.id)).toEqual(release);
  });

  it('writes an audit entry naming the operator and the release', async () => {
    const kit = createReleaseTestKit();

    const release = await kit.publish.execute(kit.publishInput());

    const [entry] = (await kit.auditLog.list({}, { page: 1, pageSize: 10 })).items;
    expect(entry).toMatchObject({
      actor: kit.operator,
      action: 'release.published',
      target: { type: 'release', id: release.id },
      after: { version: '1.1.0', channel: 'stable', platform: 'windows', size: 5 },
    });
  });

  it('refuses a version already published for that platform and channel with 409, before reading the upload', async () => {
    const kit = createReleaseTestKit();
    await kit.publish.execute(kit.publishInput());
    const readsBefore = kit.signer.reads;

    const error = await rejectionOf(kit.publish.execute(kit.publishInput()));

    expect(error).toMatchObject({ kind: 'conflict', code: 'RELEASES.VERSION_EXISTS' });
    expect(kit.signer.reads).toBe(readsBefore);
    expect(await kit.publish.execute(kit.publishInput({ channel: 'beta' }))).toMatchObject({ channel: 'beta' });
    expect(await kit.publish.execute(kit.publishInput({ platform: 'linux' }))).toMatchObject({ platform: 'linux' });
  });

  it.each([
    ['version', { version: 'v1.1' }],
    ['releasedAt', { releasedAt: '2025-02-30' }],
    ['notes', { notes: 'x'.repeat(20_001) }],
    ['artifact', { artifact: bytesSource(new Uint8Array()) }],
  ])('refuses a bad %s with a field error and stores nothing', async (field, overrides) => {
    const kit = createReleaseTestKit();

    const error = await rejectionOf(kit.publish.execute(kit.publishInput(overrides)));

    expect(error).toMatchObject({ kind: 'invalid', details: { errors: [{ field }] } });
    expect(kit.storage.objects.size).toBe(0);
    expect(await kit.releases.listAll()).toEqual([]);
  });
});
