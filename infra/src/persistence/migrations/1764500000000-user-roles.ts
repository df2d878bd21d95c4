import { TableColumn, type MigrationInterface } from 'typeorm';
import { addedColumn } from './added-column';

/* Every account is a customer until the command line (`make admin`) makes it an admin. */
const ROLE = addedColumn('users', new TableColumn({ name: 'role', type: 'varchar', length: '20', default: "'customer'" }));

export class UserRoles1764500000000 implements MigrationInterface {
  name = 'UserRoles1764500000000';
  up = ROLE.up;
  down = ROLE.down;
}
