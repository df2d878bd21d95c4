import { expect, it } from '@jest/globals';
import { later, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeRepositoryContract } from '../../testing/repository-contract';

export function describeWebhookEventRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContract(`WebhookEventRepositoryPort: ${name}`, setup, (given) => {
    it('records an event once: a replay answers false, another event true', async () => {
      const events = given.repositories.webhookEvents;

      expect(await events.recordOnce('WH-1', 'BILLING.SUBSCRIPTION.ACTIVATED', T0)).toBe(true);
      expect(await events.recordOnce('WH-1', 'BILLING.SUBSCRIPTION.ACTIVATED', later(T0, 1_000))).toBe(false);
      expect(await events.recordOnce('WH-1', 'PAYMENT.SALE.COMPLETED', later(T0, 2_000))).toBe(false);
      expect(await events.recordOnce('WH-2', 'BILLING.SUBSCRIPTION.ACTIVATED', T0)).toBe(true);
    });

    it('forgets an event, so the next delivery of it is recorded again; others stay', async () => {
      const events = given.repositories.webhookEvents;
      await events.recordOnce('WH-1', 'BILLING.SUBSCRIPTION.ACTIVATED', T0);
      await events.recordOnce('WH-2', 'BILLING.SUBSCRIPTION.ACTIVATED', T0);

      await events.forget('WH-1');

      expect(await events.recordOnce('WH-1', 'BILLING.SUBSCRIPTION.ACTIVATED', later(T0, 1_000))).toBe(true);
      expect(await events.recordOnce('WH-2', 'BILLING.SUBSCRIPTION.ACTIVATED', later(T0, 1_000))).toBe(false);
      await events.forget('WH-unknown');
    });

    it('prunes the events received before a cutoff, so their ids are recorded afresh; later ones stay', async () => {
      const events = given.repositories.webhookEvents;
      await events.recordOnce('WH-OLD-1', 'PAYMENT.SALE.COMPLETED', T0);
      await events.recordOnce('WH-OLD-2', 'PAYMENT.SALE.COMPLETED', later(T0, 1_000));
      await events.recordOnce('WH-NEW', 'PAYMENT.SALE.COMPLETED', later(T0, 2_000));

      expect(await events.pruneReceivedBefore(later(T0, 2_000))).toBe(2);

      expect(await events.recordOnce('WH-OLD-1', 'PAYMENT.SALE.COMPLETED', later(T0, 3_000))).toBe(true);
      expect(await events.recordOnce('WH-NEW', 'PAYMENT.SALE.COMPLETED', later(T0, 3_000))).toBe(false);
    });
  });
}
