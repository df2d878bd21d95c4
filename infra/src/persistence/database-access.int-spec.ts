import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { databaseForSuite, TEST_DATABASE_ENGINES } from '../testing/test-databases';
import { ProcessedWebhookEventOrmEntity } from './billing/processed-webhook-event.orm-entity';
import { DatabaseAccess } from './database-access';
import { isUniqueViolation } from './unique-violation';
import { TypeormWebhookEventRepository } from './billing/typeorm-webhook-event.repository';

describe.each(TEST_DATABASE_ENGINES)('DatabaseAccess on %s', (engine) => {
  const database = databaseForSuite(engine, 'database_access');
  let access: DatabaseAccess;
  /** A repository on the same access, for writes a transaction must take along or leave alone. */
  let webhookEvents: TypeormWebhookEventRepository;

  beforeAll(() => {
    access = DatabaseAccess.for(database.dataSource);
    webhookEvents = new TypeormWebhookEventRepository(access);
  });

  it('keeps work another caller did while a transaction was open when that transaction rolls back', async () => {
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

  it('runs a plain statement on its own, and inside a transaction as part of it, rolled back with it', async () => {
    const insert = 'INSERT INTO processed_webhook_events (event_id, event_type, received_at) VALUES (?, ?, ?)';
    // As the driver stores it: SQLite binds no Date.
    const receivedAt = '2026-11-27 12:00:00';
    const count = async (eventId: string) =>
      Number((await access.query<Array<{ n: number | string }>>('SELECT COUNT(*) AS n FROM processed_webhook_events WHERE event_id = ?', [eventId]))[0]?.n);

    await access.query(insert, ['WH-PLAIN', 'TEST', receivedAt]);
    const failing = access.transaction(async () => {
      await access.query(insert, ['WH-PLAIN-ROLLED-BACK', 'TEST', receivedAt]);
      expect(await count('WH-PLAIN-ROLLED-BACK')).toBe(1);
      throw new Error('rolled back on purpose');
    });

    await expect(failing).rejects.toThrow('rolled back on purpose');
    expect([await count('WH-PLAIN'), await count('WH-PLAIN-ROLLED-BACK')]).toEqual([1, 0]);
    const duplicate = await access.query(insert, ['WH-PLAIN', 'TEST', receivedAt]).catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);

    // A statement from outside a transaction's call chain never joins it, even on SQLite's one connection.
    let opened!: () => void;
    const transactionOpen = new Promise<void>((resolve) => (opened = resolve));
    const rolledBack = access.transaction(async () => {
      opened();
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('rolled back on purpose');
    });
    await transactionOpen;
    const meanwhile = access.query(insert, ['WH-PLAIN-MEANWHILE', 'TEST', receivedAt]);
    await expect(rolledBack).rejects.toThrow('rolled back on purpose');
    await meanwhile;
    expect(await count('WH-PLAIN-MEANWHILE')).toBe(1);
  });

  it('rolls back every repository write made inside a transaction together with it', async () => {
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

  it('keeps sibling nested transactions started at once apart: each commits or rolls back on its own', async () => {
    await access.transaction(async () => {
      const failing = access.transaction(async () => {
        await webhookEvents.recordOnce('WH-SIBLING-FAILS', 'TEST', new Date());
        throw new Error('this sibling fails');
      });
      const succeeding = access.transaction(() => webhookEvents.recordOnce('WH-SIBLING-KEPT', 'TEST', new Date()));
      await Promise.all([failing.catch(() => undefined), succeeding]);
    });
    // The next transaction starts clean: nothing is left open on the connection.
    await access.transaction(() => webhookEvents.recordOnce('WH-AFTER-SIBLINGS', 'TEST', new Date()));

    expect(await webhookEvents.recordOnce('WH-SIBLING-FAILS', 'TEST', new Date())).toBe(true);
    expect(await webhookEvents.recordOnce('WH-SIBLING-KEPT', 'TEST', new Date())).toBe(false);
    expect(await webhookEvents.recordOnce('WH-AFTER-SIBLINGS', 'TEST', new Date())).toBe(false);
  });

  it('gives work still running after its transaction ended no transaction: it commits on its own', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let straggler: Promise<boolean> | undefined;

    await access.transaction(async () => {
      straggler = released.then(() => webhookEvents.recordOnce('WH-STRAGGLER', 'TEST', new Date()));
    });
    release();
    expect(await straggler).toBe(true);
    await access
      .transaction(async () => {
        throw new Error('a later transaction rolls back');
      })
      .catch(() => undefined);

    expect(await webhookEvents.recordOnce('WH-STRAGGLER', 'TEST', new Date())).toBe(false);
  });

  it('runs no after-commit callback of a savepoint that rolled back, and a failing callback fails nothing', async () => {
    const calls: string[] = [];
    const warnings = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);

    const result = await access.transaction(async () => {
      access.afterCommit(() => {
        throw new Error('callback fails');
      });
      await access
        .transaction(async () => {
          access.afterCommit(() => calls.push('rolled-back savepoint'));
          throw new Error('savepoint fails');
        })
        .catch(() => undefined);
      await access.transaction(async () => access.afterCommit(() => calls.push('kept savepoint')));
      return 'committed';
    });

    expect(result).toBe('committed');
    expect(calls).toEqual(['kept savepoint']);
    expect(warnings).toHaveBeenCalledWith('An after-commit callback failed: callback fails');
    warnings.mockRestore();
  });

  it("waits for an after-commit callback's promise: before the transaction resolves, and outside one through the promise afterCommit returns", async () => {
    const calls: string[] = [];
    const slowly = (what: string) => () => new Promise<void>((resolve) => setTimeout(() => resolve(void calls.push(what)), 20));

    await access.transaction(async () => {
      await access.afterCommit(slowly('committed'));
      expect(calls).toEqual([]);
    });
    expect(calls).toEqual(['committed']);

    await access.afterCommit(slowly('outside'));
    expect(calls).toEqual(['committed', 'outside']);
  });

  it('runs after-commit callbacks once the transaction commits, and never after a rollback', async () => {
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
