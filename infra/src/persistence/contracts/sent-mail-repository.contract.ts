import { expect, it } from '@jest/globals';
import { later, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeRepositoryContract } from '../../testing/repository-contract';

export function describeSentMailRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContract(`SentMailRepositoryPort: ${name}`, setup, (given) => {
    it('remembers which idempotency keys were sent, and marking twice is harmless', async () => {
      const sentMail = given.repositories.sentMail;
      expect(await sentMail.wasSent('verify-email:user-1:1')).toBe(false);

      await sentMail.markSent('verify-email:user-1:1', T0);
      await sentMail.markSent('verify-email:user-1:1', later(T0, 1_000));

      expect(await sentMail.wasSent('verify-email:user-1:1')).toBe(true);
      expect(await sentMail.wasSent('verify-email:user-1:2')).toBe(false);
    });
  });
}

export function describeMailDeliveryLogContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContract(`MailDeliveryLogPort: ${name}`, setup, (given) => {
    it('records a failed try, then the retry that sent it, and lists an address’s deliveries newest first', async () => {
      const log = given.repositories.mailDeliveries;
      await log.record({
        idempotencyKey: 'verify-email:u1:1',
        recipient: 'Ann@Example.com',
        template: 'verify-email',
        status: 'failed',
        error: 'SMTP 451',
        at: T0,
      });
      await log.record({
        idempotencyKey: 'trial-license:l1',
        recipient: 'ann@example.com',
        template: 'trial-license',
        status: 'sent',
        error: null,
        at: later(T0, 1_000),
      });
      await log.record({ idempotencyKey: 'verify-email:u2:1', recipient: 'bob@example.com', template: 'verify-email', status: 'sent', error: null, at: T0 });

      expect(await log.listForRecipient('ANN@example.com', 10)).toEqual([
        {
          idempotencyKey: 'trial-license:l1',
          recipient: 'ann@example.com',
          template: 'trial-license',
          status: 'sent',
          attempts: 1,
          lastError: null,
          updatedAt: later(T0, 1_000),
        },
        {
          idempotencyKey: 'verify-email:u1:1',
          recipient: 'ann@example.com',
          template: 'verify-email',
          status: 'failed',
          attempts: 1,
          lastError: 'SMTP 451',
          updatedAt: T0,
        },
      ]);

      await log.record({
        idempotencyKey: 'verify-email:u1:1',
        recipient: 'ann@example.com',
        template: 'verify-email',
        status: 'sent',
        error: null,
        at: later(T0, 2_000),
      });
      expect(await log.listForRecipient('ann@example.com', 1)).toEqual([
        {
          idempotencyKey: 'verify-email:u1:1',
          recipient: 'ann@example.com',
          template: 'verify-email',
          status: 'sent',
          attempts: 2,
          lastError: null,
          updatedAt: later(T0, 2_000),
        },
      ]);
    });
  });
}
