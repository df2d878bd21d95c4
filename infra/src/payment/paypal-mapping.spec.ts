import { describe, expect, it } from '@jest/globals';
import { toProviderPayments } from './paypal-mapping';

describe('toProviderPayments', () => {
  const transaction = {
    id: 'SALE-1',
    status: 'COMPLETED',
    time: '2026-11-02T10:00:00Z',
    amount_with_breakdown: { gross_amount: { value: '1149.85', currency_code: 'USD' } },
  };

  it('reads PayPal’s tax and fee where the breakdown lists them, for the ledger', () => {
    const breakdown = {
      ...transaction.amount_with_breakdown,
      tax_amount: { value: '149.98', currency_code: 'USD' },
      fee_amount: { value: '33.61', currency_code: 'USD' },
    };

    expect(toProviderPayments({ transactions: [{ ...transaction, amount_with_breakdown: breakdown }] })).toEqual([
      {
        id: 'SALE-1',
        status: 'completed',
        amount: { value: '1149.85', currency: 'USD' },
        time: new Date('2026-11-02T10:00:00Z'),
        tax: { value: '149.98', currency: 'USD' },
        fee: { value: '33.61', currency: 'USD' },
      },
    ]);
  });

  it('leaves tax and fee out where PayPal lists none', () => {
    expect(toProviderPayments({ transactions: [transaction] })).toEqual([
      { id: 'SALE-1', status: 'completed', amount: { value: '1149.85', currency: 'USD' }, time: new Date('2026-11-02T10:00:00Z') },
    ]);
  });
});
