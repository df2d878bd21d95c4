import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Repositories } from '../typeorm-repositories';
import { anInstallerDownload, givenUser, type RepositoriesSetup } from '../../testing/repository-fixtures';

export function describeInstallerDownloadRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describe(`InstallerDownloadRepositoryPort: ${name}`, () => {
    let repositories: Repositories;

    beforeEach(async () => {
      repositories = await setup();
    });

    it("counts the user's recorded downloads only", async () => {
      const user = await givenUser(repositories);
      const other = await givenUser(repositories);
      for (const download of [anInstallerDownload(user.id), anInstallerDownload(user.id), anInstallerDownload(other.id), anInstallerDownload(null)]) {
        await repositories.installerDownloads.record(download);
      }

      expect(await repositories.installerDownloads.countForUser(user.id)).toBe(2);
      expect(await repositories.installerDownloads.countForUser(other.id)).toBe(1);
      expect(await repositories.installerDownloads.countForUser('no-such-user')).toBe(0);
    });

    it('no longer counts downloads against a deleted user', async () => {
      const user = await givenUser(repositories);
      await repositories.installerDownloads.record(anInstallerDownload(user.id));
      await repositories.users.delete(user.id);

      expect(await repositories.installerDownloads.countForUser(user.id)).toBe(0);
    });
  });
}
