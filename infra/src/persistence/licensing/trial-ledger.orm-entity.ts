import { EntitySchema } from 'typeorm';
import { instantColumn, primaryKeyColumn } from '../orm-columns';

/** HMAC-SHA-256, hex. */
const ADDRESS_KEY_LENGTH = 64;

/**
 * An address that once had a trial, as a keyed hash; no user id, so it outlives account
 * deletion. The primary key is what makes one trial per address hold under concurrency.
 */
export interface TrialLedgerRow {
  address_key: string;
  created_at: Date;
}

export const TrialLedgerOrmEntity = new EntitySchema<TrialLedgerRow>({
  name: 'trial_ledger',
  tableName: 'trial_ledger',
  columns: {
    address_key: primaryKeyColumn(ADDRESS_KEY_LENGTH),
    created_at: instantColumn(),
  },
});
