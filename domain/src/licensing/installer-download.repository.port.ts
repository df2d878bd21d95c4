import type { InstallerDownload } from './installer-download.entity';

export abstract class InstallerDownloadRepositoryPort {
  abstract record(download: InstallerDownload): Promise<void>;
  abstract countForUser(userId: string): Promise<number>;
}
