import { EntitySchema } from 'typeorm';
import { instantColumn, primaryKeyColumn, referenceColumn } from '../orm-columns';

/** HMAC-SHA-256, hex. */
const FINGERPRINT_KEY_LENGTH = 64;

/**
 * A machine fingerprint that activated a trial licence, as a keyed hash, with that licence.
 * No user column and no foreign key: it outlives the account and the activation. The
 * primary key makes one trial per computer hold under concurrency.
 */
export interface TrialFingerprintRow {
  fingerprint_key: string;
  license_id: string;
  created_at: Date;
}

export const TrialFingerprintOrmEntity = new EntitySchema<TrialFingerprintRow>({
  name: 'trial_fingerprints',
  tableName: 'trial_fingerprints',
  columns: {
    fingerprint_key: primaryKeyColumn(FINGERPRINT_KEY_LENGTH),
    license_id: referenceColumn(),
    created_at: instantColumn(),
  },
});
