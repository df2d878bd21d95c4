import type { InstallerDownload } from '@pointforge/domain';
import type { InstallerDownloadRow } from './installer-download.orm-entity';

export function toInstallerDownloadRow(download: InstallerDownload): InstallerDownloadRow {
  return {
    id: download.id,
    user_id: download.userId,
    version: download.version,
    ip_address: download.ipAddress,
    created_at: download.createdAt,
  };
}
