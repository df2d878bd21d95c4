import { TableColumn, type MigrationInterface } from 'typeorm';
import { addedColumn } from './added-column';

/*
 * How each session authenticated: 'password', 'password-and-code' or 'recovery-code'. The
 * console answers only sessions that passed a second factor. Existing sessions become
 * 'password' (which of them gave a code was never recorded): an admin signs in again, with
 * a code, once after the upgrade; customers notice nothing.
 */
const AUTHENTICATION = addedColumn(
  'sessions',
  new TableColumn({ name: 'authentication', type: 'varchar', length: '20', isNullable: false, default: "'password'" }),
);

export class SessionAuthentication1764800000150 implements MigrationInterface {
  name = 'SessionAuthentication1764800000150';
  up = AUTHENTICATION.up;
  down = AUTHENTICATION.down;
}
