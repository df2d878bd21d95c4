import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestDatabase, TEST_DATABASE_ENGINES, type TestDatabase } from '../testing/test-databases';
import { ProcessedWebhookEventOrmEntity } from './billing/processed-webhook-event.orm-entity';
import { DatabaseAccess } from './database-access';
import { createTypeormRepositories } from './typeorm-repositories';

describe.each(TEST_DATABASE_ENGINES)('DatabaseAccess on %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(engine, 'database_access');
  });

  afterAll(async () => {
    await database.destroy();
  });

  it('keeps work another caller did while a transaction was open when that transaction rolls back', async () => {
    const access = DatabaseAccess.for(database.dataSource);
    const webhookEvents = createTypeormRepositories(database.dataSource).webhookEvents;
    let opened!: () => void;
    const transactionOpen = new Promise<void>((resolve) => (opened = resolve));

    const failing = access.transaction(async (manager) => {
      await manager.insert(ProcessedWebhookEventOrmEntity, {
        event_id: 'WH-ROLLED-BACK',
        event_type: 'TEST',
        received_at: new Date(),
      });
      opened();
      // Give the concurrent write every chance to run before this transaction ends.
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('rolled back on purpose');
    });
    await transactionOpen;
    // Started from outside the transaction's call chain, as another request would be.
    const recordedMeanwhile = webhookEvents.recordOnce('WH-MEANWHILE', 'TEST', new Date());

    await expect(failing).rejects.toThrow('rolled back on purpose');
    expect(await recordedMeanwhile).toBe(true);
    expect(await webhookEvents.recordOnce('WH-MEANWHILE', 'TEST', new Date())).toBe(false);
    expect(await webhookEvents.recordOnce('WH-ROLLED-BACK', 'TEST', new Date())).toBe(true);
  });

  it('rolls back every repository write made inside a transaction together with it', async () => {
    const access = DatabaseAccess.for(database.dataSource);
    const webhookEvents = createTypeormRepositories(database.dataSource).webhookEvents;

    const failing = access.transaction(async () => {
      expect(await webhookEvents.recordOnce('WH-JOINED-1', 'TEST', new Date())).toBe(true);
      expect(await webhookEvents.recordOnce('WH-JOINED-2', 'TEST', new Date())).toBe(true);
      throw new Error('rolled back on purpose');
    });

    await expect(failing).rejects.toThrow('rolled back on purpose');
    expect(await webhookEvents.recordOnce('WH-JOINED-1', 'TEST', new Date())).toBe(true);
    expect(await webhookEvents.recordOnce('WH-JOINED-2', 'TEST', new Date())).toBe(true);
  });

  it('rolls back only a failed nested transaction (a savepoint) when the outer one catches it', async () => {
    const access = DatabaseAccess.for(database.dataSource);
    const webhookEvents = createTypeormRepositories(database.dataSource).webhookEvents;

    await access.transaction(async () => {
      await webhookEvents.recordOnce('WH-OUTER', 'TEST', new Date());
      await access
        .transaction(async () => {
          await webhookEvents.recordOnce('WH-INNER', 'TEST', new Date());
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });

    expect(await webhookEvents.recordOnce('WH-OUTER', 'TEST', new Date())).toBe(false);
    expect(await webhookEvents.recordOnce('WH-INNER', 'TEST', new Date())).toBe(true);
  });

  it('runs after-commit callbacks once the transaction commits, and never after a rollback', async () => {
    const access = DatabaseAccess.for(database.dataSource);
    const calls: string[] = [];

    await access.transaction(async () => {
      access.afterCommit(() => calls.push('committed'));
      expect(calls).toEqual([]);
    });
    await access
      .transaction(async () => {
        access.afterCommit(() => calls.push('rolled back'));
        throw new Error('rolled back on purpose');
      })
      .catch(() => undefined);
    access.afterCommit(() => calls.push('outside'));

    expect(calls).toEqual(['committed', 'outside']);
  });
});
