import type { ProviderSale } from '../ports/payment.port';
import { isFullRefund } from './refund';

const SALE: ProviderSale = { id: 'SALE-1', state: 'completed', subscriptionId: 'I-1', amount: { value: '720.00', currency: 'USD' } };

describe('isFullRefund', () => {
  it('is full when the refund covers the sale amount, however it is written', () => {
    expect(isFullRefund({ value: '720.00', currency: 'USD' }, SALE)).toBe(true);
    expect(isFullRefund({ value: '720', currency: 'USD' }, SALE)).toBe(true);
    expect(isFullRefund({ value: '-720.00', currency: 'USD' }, SALE)).toBe(true);
    expect(isFullRefund({ value: '99.5', currency: 'USD' }, { ...SALE, amount: { value: '99.50', currency: 'USD' } })).toBe(true);
  });

  it('is partial when the refund is smaller, in another currency, or unreadable', () => {
    expect(isFullRefund({ value: '719.99', currency: 'USD' }, SALE)).toBe(false);
    expect(isFullRefund({ value: '-100.00', currency: 'USD' }, SALE)).toBe(false);
    expect(isFullRefund({ value: '720.00', currency: 'EUR' }, SALE)).toBe(false);
    expect(isFullRefund({ value: 'all of it', currency: 'USD' }, SALE)).toBe(false);
    expect(isFullRefund(null, SALE)).toBe(false);
  });

  it('is full when PayPal reports the sale refunded, as after partial refunds adding up', () => {
    expect(isFullRefund({ value: '20.00', currency: 'USD' }, { ...SALE, state: 'refunded' })).toBe(true);
    expect(isFullRefund({ value: '20.00', currency: 'USD' }, { ...SALE, state: 'partially_refunded' })).toBe(false);
  });
});
