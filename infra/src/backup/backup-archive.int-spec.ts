import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { aUser } from '@pointforge/domain/testing';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create as createTar, extract } from 'tar';
import { openBackupInstallation, type BackupInstallation } from '../testing/backup-fixtures';
import { startS3TestServer, type S3TestServer } from '../testing/s3-test-server';
import type { BackupManifest } from './backup-manifest';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';
import { buildSchema } from './schema-version';

const INSTALLER = 'installers/PointForge-Setup-1.0.7.exe';
const at = (iso: string) => new Date(iso);

describe('backup archive (embedded default)', () => {
  let installation: BackupInstallation;
  let scratch: string;

  beforeEach(async () => {
    installation = await openBackupInstallation('sqlite', 'archive');
    scratch = await mkdtemp(join(tmpdir(), 'pftest-archive-'));
    const downloads = installation.settings.storage.kind === 'local' ? installation.settings.storage.directory : '';
    await mkdir(join(downloads, 'installers'), { recursive: true });
    await writeFile(join(downloads, INSTALLER), 'the installer');
  });

  afterEach(async () => {
    await installation.destroy();
    await rm(scratch, { recursive: true, force: true });
  });

  const backUp = (now?: Date) => createBackup({ ...installation.settings, to: installation.backups, keep: 14, now });

  /** Unpacks an archive, lets `change` alter it, and packs it again as another file. */
  async function tampered(archive: string, change: (root: string) => Promise<void>): Promise<string> {
    const root = join(scratch, 'unpacked');
    await mkdir(root);
    await extract({ file: archive, cwd: root });
    await change(root);
    const file = join(scratch, 'tampered.tar.gz');
    await createTar({ gzip: true, cwd: root, file }, await readdir(root));
    return file;
  }

  it('names the file by its UTC time and lists every file with its size and SHA-256 in the manifest', async () => {
    const { location, manifest } = await backUp(at('2026-11-29T01:02:03.456Z'));

    expect(location).toBe(join(installation.backups, 'pointforge-backup-20261129T010203Z.tar.gz'));
    const root = join(scratch, 'unpacked');
    await mkdir(root);
    await extract({ file: location, cwd: root });
    const written = JSON.parse(await readFile(join(root, 'manifest.json'), 'utf8')) as BackupManifest;
    expect(written).toEqual(manifest);
    expect(written).toMatchObject({ format: 1, createdAt: '2026-11-29T01:02:03.456Z', engine: 'sqlite', schema: buildSchema() });
    expect(written.files.find((file) => file.path === `storage/${INSTALLER}`)).toEqual({
      path: `storage/${INSTALLER}`,
      size: 13,
      sha256: createHash('sha256').update('the installer').digest('hex'),
    });
  });

  it('writes the archive readable by its owner alone, in a folder it creates for its owner alone', async () => {
    const folder = join(scratch, 'new-backups');

    const { location } = await createBackup({ ...installation.settings, to: folder, keep: 14 });

    expect([(await stat(folder)).mode & 0o777, (await stat(location)).mode & 0o777]).toEqual([0o700, 0o600]);
  });

  it('refuses a backup whose file does not match its checksum, naming the file, and restores nothing', async () => {
    const { location } = await backUp();
    const corrupt = await tampered(location, (root) => writeFile(join(root, 'storage', INSTALLER), 'a swapped installer'));
    await installation.dataSource.query("INSERT INTO migrations (timestamp, name) VALUES (1, 'WrittenAfterTheBackup1')");

    await expect(restoreBackup(corrupt, installation.settings)).rejects.toThrow(
      `backup ${corrupt} is corrupt: storage/${INSTALLER} does not match its SHA-256 in the manifest`,
    );
    expect(await installation.dataSource.query("SELECT name FROM migrations WHERE name = 'WrittenAfterTheBackup1'")).toHaveLength(1);
  });

  it('refuses a backup with a file its manifest does not list, an unreadable manifest, and a truncated archive', async () => {
    const { location } = await backUp();
    const padded = await tampered(location, (root) => writeFile(join(root, 'storage', 'extra.bin'), 'not in the manifest'));
    await expect(restoreBackup(padded, installation.settings)).rejects.toThrow(`backup ${padded} is corrupt: storage/extra.bin is not in its manifest`);

    await rm(join(scratch, 'unpacked'), { recursive: true });
    const garbled = await tampered(location, (root) => writeFile(join(root, 'manifest.json'), '{"format": 1, "fi'));
    await expect(restoreBackup(garbled, installation.settings)).rejects.toThrow(`backup ${garbled} is corrupt: manifest.json cannot be read`);

    await truncate(location, 200);
    await expect(restoreBackup(location, installation.settings)).rejects.toThrow(`backup ${location} cannot be read`);
  });

  it('refuses a backup whose manifest lists no database copy, and restores nothing', async () => {
    const { location } = await backUp();
    const withoutDatabase = await tampered(location, async (root) => {
      const manifest = JSON.parse(await readFile(join(root, 'manifest.json'), 'utf8')) as BackupManifest;
      const files = manifest.files.filter((file) => file.path !== 'database/app.db');
      await writeFile(join(root, 'manifest.json'), JSON.stringify({ ...manifest, files }));
      await rm(join(root, 'database'), { recursive: true });
    });
    await installation.repositories.users.create(aUser().withEmail('kept@example.com').build());

    await expect(restoreBackup(withoutDatabase, installation.settings)).rejects.toThrow(
      `backup ${withoutDatabase} is corrupt: its manifest lists no database/app.db`,
    );
    expect(await installation.dataSource.query('SELECT email FROM users')).toEqual([{ email: 'kept@example.com' }]);
  });

  it('refuses an archive with a path leaving its folder or an absolute one, and writes nothing outside it', async () => {
    const { location } = await backUp();
    const root = join(scratch, 'crafted', 'root');
    await mkdir(root, { recursive: true });
    await extract({ file: location, cwd: root });
    // `../../` from the restore's unpack folder (TMPDIR/pointforge-restore-*/unpacked) is TMPDIR itself.
    const escape = `pftest-escape-${randomUUID()}`;
    const absolute = join(scratch, 'absolute.txt');
    await writeFile(join(scratch, escape), 'outside the target');
    await writeFile(absolute, 'at an absolute path');
    const crafted = join(scratch, 'crafted.tar.gz');
    await createTar({ gzip: true, cwd: root, file: crafted, preservePaths: true }, [...(await readdir(root)), `../../${escape}`, absolute]);
    await rm(join(scratch, escape));
    await rm(absolute);

    await expect(restoreBackup(crafted, installation.settings)).rejects.toThrow(`backup ${crafted} cannot be read`);
    await expect(stat(join(tmpdir(), escape))).rejects.toThrow('ENOENT');
    await expect(stat(absolute)).rejects.toThrow('ENOENT');
  });

  it('keeps the newest N backups in a folder and deletes the older ones', async () => {
    await writeFile(join(installation.backups, 'notes.txt'), 'an operator file');
    for (const hour of ['01', '02', '03']) {
      await createBackup({ ...installation.settings, to: installation.backups, keep: 2, now: at(`2026-11-29T${hour}:00:00Z`) });
    }

    expect((await readdir(installation.backups)).sort()).toEqual([
      'notes.txt',
      'pointforge-backup-20261129T020000Z.tar.gz',
      'pointforge-backup-20261129T030000Z.tar.gz',
    ]);
  });

  it('leaves no file behind when the backup fails', async () => {
    await installation.dropDatabase();

    await expect(backUp()).rejects.toThrow(`the SQLite database ${installation.settings.sqlitePath} does not exist`);
    expect(await readdir(installation.backups)).toEqual([]);
  });

  describe('with S3', () => {
    let s3: S3TestServer;

    beforeEach(async () => {
      s3 = await startS3TestServer();
    });

    afterEach(async () => {
      await s3.close();
    });

    const s3Settings = () => ({ ...installation.settings, s3: { region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'k', secretAccessKey: 's' } });

    it('uploads to an s3:// prefix, keeps the newest N there, and restores from an s3:// URL', async () => {
      const locations: string[] = [];
      for (const hour of ['01', '02', '03']) {
        locations.push((await createBackup({ ...s3Settings(), to: 's3://backups/nightly/', keep: 2, now: at(`2026-11-29T${hour}:00:00Z`) })).location);
      }

      expect(locations.at(-1)).toBe('s3://backups/nightly/pointforge-backup-20261129T030000Z.tar.gz');
      expect([...s3.objects.keys()].sort()).toEqual([
        'backups/nightly/pointforge-backup-20261129T020000Z.tar.gz',
        'backups/nightly/pointforge-backup-20261129T030000Z.tar.gz',
      ]);
      await installation.dropDatabase();
      const restored = await restoreBackup(locations[2] ?? '', s3Settings());
      expect(restored.schema).toEqual(buildSchema());
    });

    it('backs up the bucket when S3 is the store, leaving backup archives in it out, and puts the objects back', async () => {
      s3.objects.set(`downloads/${INSTALLER}`, Buffer.from('the S3 installer'));
      s3.objects.set('downloads/pointforge-backup-20261128T000000Z.tar.gz', Buffer.from('an older backup'));
      const settings = { ...s3Settings(), storage: { kind: 's3' as const, bucket: 'downloads' } };

      const { location, manifest } = await createBackup({ ...settings, to: installation.backups, keep: 14 });
      expect(manifest.files.filter((file) => file.path.startsWith('storage/')).map((file) => file.path)).toEqual([`storage/${INSTALLER}`]);

      s3.objects.delete(`downloads/${INSTALLER}`);
      await installation.dataSource.destroy();
      await restoreBackup(location, settings);
      expect(s3.objects.get(`downloads/${INSTALLER}`)?.toString()).toBe('the S3 installer');
    });
  });
});
