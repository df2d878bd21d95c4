import { EntitySchema } from 'typeorm';
import { instantColumn, primaryKeyColumn, referenceColumn } from '../orm-columns';

/** SHA-256, hex. */
const NONCE_HASH_LENGTH = 64;

/**
 * An air-gapped activation request once used, by the hash of its nonce: the primary key
 * makes each request file work once, concurrent uploads too. No foreign keys: the record of
 * a use outlives its machine (released) and needs no licence to refuse the file again.
 */
export interface OfflineActivationRequestRow {
  nonce_hash: string;
  license_id: string;
  machine_id: string;
  used_at: Date;
  expires_at: Date;
}

export const OfflineActivationRequestOrmEntity = new EntitySchema<OfflineActivationRequestRow>({
  name: 'offline_activation_requests',
  tableName: 'offline_activation_requests',
  columns: {
    nonce_hash: primaryKeyColumn(NONCE_HASH_LENGTH),
    license_id: referenceColumn(),
    machine_id: referenceColumn(),
    used_at: instantColumn(),
    expires_at: instantColumn(),
  },
});
