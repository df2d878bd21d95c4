import { TransactionPort } from '@pointforge/domain';
import type { DatabaseAccess } from './database-access';

/** A database transaction that every repository on the same data source, and the outbox, joins. */
export class TypeormTransaction extends TransactionPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.database.transaction(() => work());
  }
}
