import { isCheckoutActive } from './checkout-subscription';

describe('isCheckoutActive', () => {
  const rows = [
    { paypalSubscriptionId: 'I-NEW', status: 'pending' as const },
    { paypalSubscriptionId: 'I-OLD', status: 'active' as const },
    { paypalSubscriptionId: 'I-DONE', status: 'active' as const },
  ];

  it('is true only for the subscription being confirmed, once it is active', () => {
    expect(isCheckoutActive(rows, 'I-DONE')).toBe(true);
    expect(isCheckoutActive([{ paypalSubscriptionId: 'I-NEW', status: 'active' }], 'I-NEW')).toBe(true);
  });

  it('is false while that subscription is pending, however many others are active', () => {
    expect(isCheckoutActive(rows, 'I-NEW')).toBe(false);
  });

  it('is false for a subscription the account does not hold, and for a suspended or abandoned one', () => {
    expect(isCheckoutActive(rows, 'I-UNKNOWN')).toBe(false);
    expect(isCheckoutActive([], 'I-NEW')).toBe(false);
    expect(isCheckoutActive([{ paypalSubscriptionId: 'I-NEW', status: 'suspended' }], 'I-NEW')).toBe(false);
    expect(isCheckoutActive([{ paypalSubscriptionId: 'I-NEW', status: 'abandoned' }], 'I-NEW')).toBe(false);
  });
});
