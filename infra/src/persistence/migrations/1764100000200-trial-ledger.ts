import { Table, type MigrationInterface } from 'typeorm';
import { createdTables } from './created-tables';
import { instant, primaryKey } from './table-shapes';

/**
 * The trial ledger: one row per address that had a trial, keyed by a keyed hash of the
 * normalised address (64 hex characters), kept after the account is deleted. Accounts that
 * took a trial before this migration get their row when they are deleted (the keys need the
 * server's secret, which migrations do not have).
 */
const TRIAL_LEDGER = createdTables(() => [new Table({ name: 'trial_ledger', columns: [primaryKey('address_key', '64'), instant('created_at')] })]);

export class TrialLedger1764100000200 implements MigrationInterface {
  name = 'TrialLedger1764100000200';
  up = TRIAL_LEDGER.up;
  down = TRIAL_LEDGER.down;
}
