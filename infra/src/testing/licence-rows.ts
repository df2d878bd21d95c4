import type { License, Machine } from '@pointforge/domain';
import type { DataSource } from 'typeorm';
import { toLicenseRow } from '../persistence/licensing/license.mapper';
import { LicenseOrmEntity } from '../persistence/licensing/license.orm-entity';
import { toMachineRow } from '../persistence/licensing/machine.mapper';
import { MachineOrmEntity } from '../persistence/licensing/machine.orm-entity';

/**
 * Stores licences and then machines as rows, many to a statement, the way the repositories
 * map them: for benches that need thousands in seconds, where activating each through the
 * repository (a transaction and a licence lock apiece) would take minutes.
 */
export async function insertLicencesAndMachines(dataSource: DataSource, rows: { licenses: readonly License[]; machines: readonly Machine[] }): Promise<void> {
  if (rows.licenses.length > 0) await dataSource.createQueryBuilder().insert().into(LicenseOrmEntity).values(rows.licenses.map(toLicenseRow)).execute();
  if (rows.machines.length > 0) await dataSource.createQueryBuilder().insert().into(MachineOrmEntity).values(rows.machines.map(toMachineRow)).execute();
}
