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

  it('keeps work that ran while another transaction was open when that transaction rolls back', async () => {
    const access = DatabaseAccess.for(database.dataSource);
    const webhookEvents = createTypeormRepositories(database.dataSource).webhookEvents;
    let recordedMeanwhile: Promise<boolean> | undefined;

    const failing = access.transaction(async (manager) => {
      await manager.insert(ProcessedWebhookEventOrmEntity, {
        event_id: 'WH-ROLLED-BACK',
        event_type: 'TEST',
        received_at: new Date(),
      });
      recordedMeanwhile = webhookEvents.recordOnce('WH-MEANWHILE', 'TEST', new Date());
      // Give the concurrent write every chance to run before this transaction ends.
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('rolled back on purpose');
    });

    await expect(failing).rejects.toThrow('rolled back on purpose');
    expect(await recordedMeanwhile).toBe(true);
    expect(await webhookEvents.recordOnce('WH-MEANWHILE', 'TEST', new Date())).toBe(false);
    expect(await webhookEvents.recordOnce('WH-ROLLED-BACK', 'TEST', new Date())).toBe(true);
  });
});
