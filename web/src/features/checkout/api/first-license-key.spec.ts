import type { ExecuteSubscriptionReply } from './execute-subscription';
import { firstLicenseKey } from './first-license-key';

const TRIAL = { id: 'trial', licenseKey: 'PF-TRIAL-KEY' };
const PAID = { id: 'paid', licenseKey: 'PF-PAID-KEY' };

function reply(license: ExecuteSubscriptionReply['license'], licenses = [TRIAL]): ExecuteSubscriptionReply {
  return { success: true, subscription: { id: 'sub-1' }, license, licenses } as ExecuteSubscriptionReply;
}

describe('firstLicenseKey (the key /success shows)', () => {
  it('shows the licence the subscription issued', () => {
    expect(firstLicenseKey(reply(PAID, [PAID, TRIAL]))).toBe('PF-PAID-KEY');
  });

  it('shows no key while PayPal has not reported the payment (license null), never another licence such as a trial', () => {
    expect(firstLicenseKey(reply(null))).toBeNull();
  });

  it('falls back to the newest licence held when the answer names none', () => {
    expect(firstLicenseKey(reply(undefined))).toBe('PF-TRIAL-KEY');
  });
});
