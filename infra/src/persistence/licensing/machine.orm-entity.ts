import {
  DEVICE_KEY_LENGTH,
  MACHINE_APP_VERSION_MAX_LENGTH,
  MACHINE_FINGERPRINT_MAX_LENGTH,
  MACHINE_NAME_MAX_LENGTH,
  type MachinePlatform,
} from '@pointforge/domain';
import { EntitySchema } from 'typeorm';
import { flagColumn, instantColumn, primaryKeyColumn, referenceColumn, stringColumn } from '../orm-columns';

/** Long enough for every MachinePlatform. */
const PLATFORM_LENGTH = 10;

/** One activation of a licence on a computer; unique (license_id, fingerprint). */
export interface MachineRow {
  id: string;
  license_id: string;
  user_id: string | null;
  fingerprint: string;
  name: string | null;
  platform: MachinePlatform | null;
  app_version: string | null;
  activated_at: Date;
  last_seen_at: Date;
  offline_until: Date | null;
  /** Whether the latest file answered an uploaded activation request. */
  file_issued_offline: boolean;
  /** The device's X25519 public key, base64url (43 characters); null when it sent none. */
  deactivation_key: string | null;
  /** SHA-256 (hex) of the offline deactivation code of the latest file issued; never leaves infra. */
  deactivation_code_hash: string | null;
}

export const MachineOrmEntity = new EntitySchema<MachineRow>({
  name: 'machines',
  tableName: 'machines',
  columns: {
    id: primaryKeyColumn(),
    license_id: referenceColumn(),
    user_id: referenceColumn(true),
    fingerprint: stringColumn(MACHINE_FINGERPRINT_MAX_LENGTH),
    name: stringColumn(MACHINE_NAME_MAX_LENGTH, true),
    platform: stringColumn(PLATFORM_LENGTH, true),
    app_version: stringColumn(MACHINE_APP_VERSION_MAX_LENGTH, true),
    activated_at: instantColumn(),
    last_seen_at: instantColumn(),
    offline_until: instantColumn(true),
    file_issued_offline: flagColumn(),
    deactivation_key: stringColumn(DEVICE_KEY_LENGTH, true),
    deactivation_code_hash: stringColumn(64, true),
  },
});
