import type { InstallerDownload } from '../licensing/installer-download.entity';
import { InstallerDownloadRepositoryPort } from '../licensing/installer-download.repository.port';
import { InMemoryRepository } from './in-memory-store';

export class InMemoryInstallerDownloadRepository extends InMemoryRepository implements InstallerDownloadRepositoryPort {
  async record(download: InstallerDownload): Promise<void> {
    this.store.installerDownloads.insert(download);
  }

  async countForUser(userId: string): Promise<number> {
    return this.store.installerDownloads.filter((download) => download.userId === userId).length;
  }
}
