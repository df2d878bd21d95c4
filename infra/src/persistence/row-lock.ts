import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Locks one row by id for writing until the open transaction ends (SELECT … FOR UPDATE), so
 * concurrent transactions touching it take turns. On MySQL only: SQLite has one writer, and
 * DatabaseAccess runs one transaction at a time on it already.
 */
export async function lockRowForWrite(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, id: string): Promise<void> {
  if (manager.connection.options.type !== 'mysql') return;
  await manager.createQueryBuilder(entity, 'row').select('row.id').where('row.id = :id', { id }).setLock('pessimistic_write').getOne();
}
