import { EntitySchema } from 'typeorm';
import { instantColumn, primaryKeyColumn, referenceColumn, stringColumn } from '../orm-columns';

/** The longest textual IPv6 address (with an embedded IPv4 part). */
const IP_ADDRESS_MAX_LENGTH = 45;

export interface InstallerDownloadRow {
  id: string;
  user_id: string | null;
  version: string;
  ip_address: string | null;
  created_at: Date;
}

export const InstallerDownloadOrmEntity = new EntitySchema<InstallerDownloadRow>({
  name: 'installer_downloads',
  tableName: 'installer_downloads',
  columns: {
    id: primaryKeyColumn(),
    user_id: referenceColumn(true),
    version: stringColumn(32),
    ip_address: stringColumn(IP_ADDRESS_MAX_LENGTH, true),
    created_at: instantColumn(),
  },
});
