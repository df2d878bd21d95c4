import { expect, it } from '@jest/globals';
import type { LedgerEntry } from '@pointforge/domain';
import { aLedgerEntry } from '@pointforge/domain/testing';
import { givenSubscription, givenUser, later, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeRepositoryContractForAUser, type RepositoryCaseForAUser } from '../../testing/repository-contract';

/** A payment of the user's subscription at `occurredAt`, every field set so a round trip that drops one fails. */
async function givenPayment(given: RepositoryCaseForAUser, overrides: Partial<LedgerEntry> = {}): Promise<LedgerEntry> {
  const subscription = await givenSubscription(given.repositories, given.user.id, { plan: 'enterprise', billingType: 'monthly' });
  return aLedgerEntry({
    userId: given.user.id,
    subscriptionId: subscription.id,
    plan: 'enterprise',
    billingType: 'monthly',
    grossCents: 114_885,
    vatCents: 14_985,
    feeCents: 3_361,
    currency: 'USD',
    occurredAt: T0,
    recordedFrom: 'capture',
    ...overrides,
  });
}

export function describePaymentLedgerContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContractForAUser(`PaymentLedgerPort: ${name}`, setup, (given) => {
    it('records an entry once: it reads back whole; a second record of the transaction changes nothing and answers the first', async () => {
      const payment = await givenPayment(given);

      expect(await given.repositories.paymentLedger.recordOnce(payment)).toEqual({ entry: payment, recorded: true });
      const again = { ...payment, id: aLedgerEntry().id, grossCents: 1, recordedFrom: 'reconciliation' as const };
      expect(await given.repositories.paymentLedger.recordOnce(again)).toEqual({ entry: payment, recorded: false });

      expect(await given.repositories.paymentLedger.listForSubscription(payment.subscriptionId)).toEqual([payment]);
    });

    it('of 20 concurrent records of one transaction, exactly one is recorded and every answer is that entry', async () => {
      const payment = await givenPayment(given);
      const attempts = Array.from({ length: 20 }, (_, index) => ({ ...payment, id: aLedgerEntry().id, grossCents: payment.grossCents + index }));

      const answers = await Promise.all(attempts.map((attempt) => given.repositories.paymentLedger.recordOnce(attempt)));

      expect(answers.filter((answer) => answer.recorded)).toHaveLength(1);
      const stored = await given.repositories.paymentLedger.listForSubscription(payment.subscriptionId);
      expect(stored).toHaveLength(1);
      expect(answers.map((answer) => answer.entry)).toEqual(Array.from({ length: 20 }, () => stored[0]));
    });

    it('keeps a refund naming its payment, nullable fields null; lists per user and per subscription oldest first', async () => {
      const payment = await givenPayment(given, { occurredAt: later(T0, 2_000) });
      const refund = aLedgerEntry({
        ...payment,
        id: aLedgerEntry().id,
        kind: 'refund',
        providerTransactionId: 'REFUND-1',
        grossCents: 2_000,
        vatCents: 0,
        feeCents: null,
        occurredAt: later(T0, 5_000),
        recordedFrom: 'webhook',
        relatesToTransactionId: payment.providerTransactionId,
      });
      const earlier = await givenPayment(given, { occurredAt: T0 });
      const someoneElses = aLedgerEntry({ subscriptionId: (await givenSubscription(given.repositories, (await givenUser(given.repositories)).id)).id });
      for (const entry of [refund, payment, earlier, someoneElses]) await given.repositories.paymentLedger.recordOnce(entry);

      expect(await given.repositories.paymentLedger.listForUser(given.user.id)).toEqual([earlier, payment, refund]);
      expect(await given.repositories.paymentLedger.listForSubscription(payment.subscriptionId)).toEqual([payment, refund]);
      expect(await given.repositories.paymentLedger.listForUser('no-such-user')).toEqual([]);
    });

    it('lists the entries of a range, its start included and its end not', async () => {
      const entries = [0, 1_000, 2_000, 3_000].map((offset) => aLedgerEntry({ occurredAt: later(T0, offset) }));
      const subscription = await givenSubscription(given.repositories, given.user.id);
      for (const entry of entries) await given.repositories.paymentLedger.recordOnce({ ...entry, subscriptionId: subscription.id });

      const listed = await given.repositories.paymentLedger.listBetween(later(T0, 1_000), later(T0, 3_000));

      expect(listed.map((entry) => entry.occurredAt)).toEqual([later(T0, 1_000), later(T0, 2_000)]);
    });

    it('deleting the user keeps the entries whole (tax records)', async () => {
      const payment = await givenPayment(given);
      await given.repositories.paymentLedger.recordOnce(payment);

      await given.repositories.users.delete(given.user.id);

      expect(await given.repositories.paymentLedger.listForSubscription(payment.subscriptionId)).toEqual([payment]);
      expect(await given.repositories.paymentLedger.listForUser(given.user.id)).toEqual([payment]);
    });
  });
}
