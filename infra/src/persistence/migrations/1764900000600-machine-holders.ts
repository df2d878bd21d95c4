import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { reference } from './table-shapes';

const HOLDER_INDEX = new TableIndex({ name: 'IDX_machines_license_id_user_id', columnNames: ['license_id', 'user_id'] });

/*
 * The person holding each activation (`machines.user_id`), for the per-person device
 * limit: seats are people, each with a few devices. Until now every activation used the
 * licence key, which only its owner sees, so existing rows are the owner's. No foreign key:
 * removing a member (or deleting an account) releases that person's devices in the same
 * transaction, and a licence whose owner deleted the account keeps its devices with a null
 * holder, as it keeps a null owner.
 */
export class MachineHolders1764900000600 implements MigrationInterface {
  name = 'MachineHolders1764900000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('machines', new TableColumn(reference('user_id', true)));
    await queryRunner.query('UPDATE machines SET user_id = (SELECT licenses.user_id FROM licenses WHERE licenses.id = machines.license_id)');
    await queryRunner.createIndex('machines', HOLDER_INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('machines', HOLDER_INDEX);
    await queryRunner.dropColumn('machines', 'user_id');
  }
}
