import { EntitySchema } from 'typeorm';
import { instantColumn, primaryKeyColumn, referenceColumn, stringColumn, textColumn } from '../orm-columns';

export interface ReleaseRow {
  id: string;
  version: string;
  channel: string;
  platform: string;
  object_key: string;
  file_name: string;
  /** BIGINT: mysql2 hands it over as a string, SQLite as a number. */
  size: string | number;
  sha256: string;
  sha512: string;
  ed_signature: string;
  notes: string;
  released_at: Date;
  published_by: string | null;
  created_at: Date;
}

export const ReleaseOrmEntity = new EntitySchema<ReleaseRow>({
  name: 'releases',
  tableName: 'releases',
  columns: {
    id: primaryKeyColumn(),
    version: stringColumn(32),
    channel: stringColumn(10),
    platform: stringColumn(10),
    object_key: stringColumn(512),
    file_name: stringColumn(200),
    size: { type: 'bigint' },
    sha256: stringColumn(64),
    sha512: stringColumn(128),
    ed_signature: stringColumn(88),
    notes: textColumn(),
    released_at: instantColumn(),
    published_by: referenceColumn(true),
    created_at: instantColumn(),
  },
});
