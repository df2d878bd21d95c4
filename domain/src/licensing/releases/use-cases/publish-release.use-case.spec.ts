import { pageRequest } from '../../../shared/page';
import { rejectionOf } from '../../../testing/account-test-kit';
import { ArtifactChangedError } from '../release-signer.port';
import { bytesSource, createReleaseTestKit, type ReleaseTestKit } from '../../../testing/release-test-kit';

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

    const [entry] = (await kit.auditLog.list({}, pageRequest(undefined, 10))).items;
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

  it('refuses bytes that changed between signing and storing, and keeps no object and no release', async () => {
    const kit = createReleaseTestKit();
    const reads = [new Uint8Array([1, 2, 3, 4, 5]), new Uint8Array([1, 2, 3, 4, 6])];
    const artifact = async function* () {
      yield reads.shift() ?? new Uint8Array();
    };

    await expect(kit.publish.execute(kit.publishInput({ artifact }))).rejects.toBeInstanceOf(ArtifactChangedError);

    expect(kit.storage.objects.size).toBe(0);
    expect(await kit.releases.listAll()).toEqual([]);
  });

  it.each([
    ['the release cannot be recorded', (kit: ReleaseTestKit) => jest.spyOn(kit.releases, 'add')],
    ['the audit entry cannot be written', (kit: ReleaseTestKit) => jest.spyOn(kit.auditLog, 'append')],
  ])('deletes the stored artifact when %s, and reports that failure', async (_, failing) => {
    const kit = createReleaseTestKit();
    failing(kit).mockRejectedValue(new Error('database gone'));

    await expect(kit.publish.execute(kit.publishInput())).rejects.toThrow('database gone');

    expect(kit.storage.objects.size).toBe(0);
    expect(await kit.releases.listAll()).toEqual([]);
  });

  it('still reports the failure that mattered when deleting the orphan fails too', async () => {
    const kit = createReleaseTestKit();
    jest.spyOn(kit.releases, 'add').mockRejectedValue(new Error('database gone'));
    const remove = jest.spyOn(kit.storage, 'delete').mockRejectedValue(new Error('storage gone'));

    await expect(kit.publish.execute(kit.publishInput())).rejects.toThrow('database gone');

    expect(remove).toHaveBeenCalledWith(expect.stringMatching(/^releases\//));
  });
});
