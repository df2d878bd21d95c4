import { InstallerDownloadRepositoryPort, type InstallerDownload } from '@pointforge/domain';
import type { DatabaseAccess } from '../database-access';
import { toInstallerDownloadRow } from './installer-download.mapper';
import { InstallerDownloadOrmEntity } from './installer-download.orm-entity';

export class TypeormInstallerDownloadRepository extends InstallerDownloadRepositoryPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  async record(download: InstallerDownload): Promise<void> {
    await this.database.run((manager) => manager.insert(InstallerDownloadOrmEntity, toInstallerDownloadRow(download)));
  }

  async countForUser(userId: string): Promise<number> {
    return this.database.run((manager) => manager.countBy(InstallerDownloadOrmEntity, { user_id: userId }));
  }
}
