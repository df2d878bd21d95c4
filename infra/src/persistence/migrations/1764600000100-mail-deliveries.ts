import { Table, type MigrationInterface } from 'typeorm';
import { createdTables } from './created-tables';
import { instant, integer, primaryKey, varchar } from './table-shapes';

/*
 * The last outcome of each email's delivery (by its idempotency key), so the operator
 * console can answer "why did their email not arrive": sent, or failed with the transport's
 * error. `sent_mail` stays the retry guard; this table only reports. No foreign key: the
 * recipient is an address, and the record outlives a deleted account like the mail did.
 */
const MAIL_DELIVERIES = createdTables(() => [
  new Table({
    name: 'mail_deliveries',
    columns: [
      primaryKey('idempotency_key', '255'),
      varchar('recipient', 254),
      varchar('template', 64),
      varchar('status', 16),
      integer('attempts'),
      varchar('last_error', 500, true),
      instant('updated_at'),
    ],
    indices: [{ name: 'IDX_mail_deliveries_recipient_updated_at', columnNames: ['recipient', 'updated_at'] }],
  }),
]);

export class MailDeliveries1764600000100 implements MigrationInterface {
  name = 'MailDeliveries1764600000100';
  up = MAIL_DELIVERIES.up;
  down = MAIL_DELIVERIES.down;
}
