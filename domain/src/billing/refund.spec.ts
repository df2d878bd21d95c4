import type { ProviderPayment, ProviderSale } from '../ports/payment.port';
import { isFullRefund, latestPayment } from './refund';

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

describe('latestPayment', () => {
  const at = (id: string, time: string, status: ProviderPayment['status'] = 'completed'): ProviderPayment => ({
    id,
    status,
    amount: { value: '49.00', currency: 'USD' },
    time: new Date(time),
  });

  it('is the payment taken last, whatever became of it since; a pending or declined one took nothing', () => {
    expect(latestPayment([at('A', '2025-06-01T00:00:00Z'), at('B', '2025-07-01T00:00:00Z', 'refunded'), at('C', '2025-08-01T00:00:00Z', 'declined')])?.id).toBe(
      'B',
    );
    expect(latestPayment([at('B', '2025-07-01T00:00:00Z', 'reversed'), at('A', '2025-06-01T00:00:00Z')])?.id).toBe('B');
    expect(latestPayment([at('C', '2025-08-01T00:00:00Z', 'pending')])).toBeNull();
  });

  it('of two taken at the same instant, is the one PayPal lists later', () => {
    expect(latestPayment([at('FIRST', '2025-06-01T00:00:00Z'), at('RENEWAL', '2025-06-01T00:00:00Z')])?.id).toBe('RENEWAL');
  });
});
