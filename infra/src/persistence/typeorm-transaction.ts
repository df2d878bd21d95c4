import { TransactionPort } from '@pointforge/domain';
import type { DataSource } from 'typeorm';
import { DatabaseAccess } from './database-access';

/** A database transaction that every repository on the same data source, and the outbox, joins. */
export class TypeormTransaction extends TransactionPort {
  private readonly database: DatabaseAccess;

  constructor(dataSource: DataSource) {
    super();
    this.database = DatabaseAccess.for(dataSource);
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.database.transaction(() => work());
  }
}
