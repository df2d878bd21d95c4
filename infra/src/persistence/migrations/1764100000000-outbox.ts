import { Table, type MigrationInterface } from 'typeorm';
import { createdTables } from './created-tables';
import { instant, integer, primaryKey, text, varchar } from './table-shapes';

/**
 * The transactional outbox: each job is written here in the same transaction as the change
 * that causes it, and a relay moves committed rows to the job queue (Redis or in-process).
 */
const OUTBOX = createdTables(() => [
  new Table({
    name: 'outbox',
    columns: [
      primaryKey('id'),
      varchar('job_name', 64),
      text('payload'),
      varchar('job_id', 255),
      instant('created_at'),
      integer('attempts'),
      varchar('last_error', 500, true),
      varchar('lease_token', 36, true),
      instant('lease_until', true),
      instant('relayed_at', true),
    ],
    indices: [
      // The relay's question, "what is still waiting, oldest first", and the prune's.
      { name: 'IDX_outbox_relayed_at_created_at', columnNames: ['relayed_at', 'created_at'] },
    ],
  }),
]);

export class Outbox1764100000000 implements MigrationInterface {
  name = 'Outbox1764100000000';
  up = OUTBOX.up;
  down = OUTBOX.down;
}
