import { DAY_MS } from '@pointforge/domain';
import { licenseView } from './license-view';

const NOW = new Date('2025-06-01T12:00:00Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();

describe('licenseView', () => {
  it('shows a fresh trial as Active with 7 days remaining', () => {
    expect(licenseView({ plan: 'trial', subscriptionId: null, isActive: true, expiryDate: at(7 * DAY_MS) }, NOW)).toEqual({
      status: 'Active',
      planName: 'Trial',
      trialDaysLeft: 7,
    });
  });

  it('rounds the days of a trial up (1 hour left reads 1 day)', () => {
    expect(licenseView({ plan: 'trial', isActive: true, expiryDate: at(60 * 60 * 1000) }, NOW).trialDaysLeft).toBe(1);
  });

  it('names a licence without a plan and without a subscription a trial', () => {
    expect(licenseView({ plan: null, isActive: true, expiryDate: at(DAY_MS) }, NOW).planName).toBe('Trial');
  });

  it('shows no days for an expired trial', () => {
    expect(licenseView({ plan: 'trial', isActive: true, expiryDate: at(-1) }, NOW)).toEqual({
      status: 'Expired',
      planName: 'Trial',
      trialDaysLeft: null,
    });
  });

  it('shows no days for a paid licence, and names its plan', () => {
    expect(licenseView({ plan: 'enterprise', subscriptionId: 'sub-1', isActive: true, expiryDate: at(30 * DAY_MS) }, NOW)).toEqual({
      status: 'Active',
      planName: 'Enterprise',
      trialDaysLeft: null,
    });
  });

  it('shows a deactivated, unexpired licence as Inactive', () => {
    expect(licenseView({ plan: 'standard', subscriptionId: 'sub-1', isActive: false, expiryDate: at(DAY_MS) }, NOW).status).toBe('Inactive');
  });
});
