import {
  MACHINE_APP_VERSION_MAX_LENGTH,
  MACHINE_FINGERPRINT_MAX_LENGTH,
  MACHINE_NAME_MAX_LENGTH,
  type DeviceAuthorizationDecision,
  type MachinePlatform,
} from '@pointforge/domain';
import { EntitySchema } from 'typeorm';
import { instantColumn, integerColumn, primaryKeyColumn, referenceColumn, stringColumn } from '../orm-columns';

/** A SHA-256 as hex. */
const HASH_LENGTH = 64;
/** Long enough for every MachinePlatform and every decision. */
const SHORT_WORD_LENGTH = 10;

/** An app's sign-in request; unique device_code_hash and user_code. */
export interface DeviceAuthorizationRow {
  id: string;
  device_code_hash: string;
  user_code: string;
  client_id: string;
  fingerprint: string;
  device_name: string | null;
  platform: MachinePlatform | null;
  app_version: string | null;
  requested_at: Date;
  expires_at: Date;
  interval_seconds: number;
  last_polled_at: Date | null;
  decision: DeviceAuthorizationDecision;
  user_id: string | null;
  license_id: string | null;
}

export const DeviceAuthorizationOrmEntity = new EntitySchema<DeviceAuthorizationRow>({
  name: 'device_authorizations',
  tableName: 'device_authorizations',
  columns: {
    id: primaryKeyColumn(),
    device_code_hash: stringColumn(HASH_LENGTH),
    user_code: stringColumn(8),
    client_id: stringColumn(64),
    fingerprint: stringColumn(MACHINE_FINGERPRINT_MAX_LENGTH),
    device_name: stringColumn(MACHINE_NAME_MAX_LENGTH, true),
    platform: stringColumn(SHORT_WORD_LENGTH, true),
    app_version: stringColumn(MACHINE_APP_VERSION_MAX_LENGTH, true),
    requested_at: instantColumn(),
    expires_at: instantColumn(),
    interval_seconds: integerColumn(),
    last_polled_at: instantColumn(true),
    decision: stringColumn(SHORT_WORD_LENGTH),
    user_id: referenceColumn(true),
    license_id: referenceColumn(true),
  },
});

/** A device's credential; unique token hashes, and unique (license_id, fingerprint). */
export interface DeviceGrantRow {
  id: string;
  user_id: string;
  license_id: string;
  fingerprint: string;
  machine_id: string | null;
  access_token_hash: string;
  access_expires_at: Date;
  refresh_token_hash: string;
  refresh_expires_at: Date;
  created_at: Date;
}

export const DeviceGrantOrmEntity = new EntitySchema<DeviceGrantRow>({
  name: 'device_grants',
  tableName: 'device_grants',
  columns: {
    id: primaryKeyColumn(),
    user_id: referenceColumn(),
    license_id: referenceColumn(),
    fingerprint: stringColumn(MACHINE_FINGERPRINT_MAX_LENGTH),
    machine_id: referenceColumn(true),
    access_token_hash: stringColumn(HASH_LENGTH),
    access_expires_at: instantColumn(),
    refresh_token_hash: stringColumn(HASH_LENGTH),
    refresh_expires_at: instantColumn(),
    created_at: instantColumn(),
  },
});
