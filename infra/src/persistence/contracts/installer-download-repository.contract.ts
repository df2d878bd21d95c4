import { expect, it } from '@jest/globals';
import { anInstallerDownload, givenUser, type RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeRepositoryContract } from '../../testing/repository-contract';

export function describeInstallerDownloadRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContract(`InstallerDownloadRepositoryPort: ${name}`, setup, (given) => {
    it("counts the user's recorded downloads only", async () => {
      const user = await givenUser(given.repositories);
      const other = await givenUser(given.repositories);
      for (const download of [anInstallerDownload(user.id), anInstallerDownload(user.id), anInstallerDownload(other.id), anInstallerDownload(null)]) {
        await given.repositories.installerDownloads.record(download);
      }

      expect(await given.repositories.installerDownloads.countForUser(user.id)).toBe(2);
      expect(await given.repositories.installerDownloads.countForUser(other.id)).toBe(1);
      expect(await given.repositories.installerDownloads.countForUser('no-such-user')).toBe(0);
    });

    it('no longer counts downloads against a deleted user', async () => {
      const user = await givenUser(given.repositories);
      await given.repositories.installerDownloads.record(anInstallerDownload(user.id));
      await given.repositories.users.delete(user.id);

      expect(await given.repositories.installerDownloads.countForUser(user.id)).toBe(0);
    });
  });
}
