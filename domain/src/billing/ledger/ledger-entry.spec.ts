import { aLedgerEntry } from '../../testing/builders';
import { ledgerEntry } from './ledger-entry';

describe('ledgerEntry', () => {
  it('accepts a payment and a refund naming its payment', () => {
    const payment = aLedgerEntry();
    const refund = aLedgerEntry({ kind: 'refund', grossCents: 1, relatesToTransactionId: payment.providerTransactionId });

    expect(ledgerEntry(payment)).toEqual(payment);
    expect(ledgerEntry(refund)).toEqual(refund);
  });

  it.each([
    ['a zero gross', { grossCents: 0 }],
    ['a negative gross (the kind says which way money went)', { grossCents: -4_900 }],
    ['fractions of a cent', { grossCents: 4_900.5 }],
    ['negative VAT', { vatCents: -1 }],
    ['a negative fee', { feeCents: -1 }],
    ['a payment relating to another transaction', { relatesToTransactionId: 'SALE-1' }],
    ['a refund naming no payment', { kind: 'refund' as const }],
    ['a reversal naming no payment', { kind: 'reversal' as const }],
  ])('refuses %s', (_, overrides) => {
    expect(() => ledgerEntry(aLedgerEntry(overrides))).toThrow(RangeError);
  });
});
