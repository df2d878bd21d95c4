import { isResumable, listedSubscriptions } from './listed-subscriptions';

const NOW = new Date('2026-11-28T12:00:00.000Z');
const LATER = '2026-12-28T12:00:00.000Z';
const EARLIER = '2026-11-01T12:00:00.000Z';

function row(
  id: string,
  status: 'pending' | 'abandoned' | 'active' | 'suspended' | 'cancelled' | 'expired',
  extra: { approvedAt?: string; endDate?: string; continuesLicenseId?: string } = {},
) {
  return { id, status, approvedAt: extra.approvedAt ?? null, endDate: extra.endDate ?? null, continuesLicenseId: extra.continuesLicenseId ?? null };
}

describe('listedSubscriptions (the Subscription tab)', () => {
  it('lists every subscription that bills, newest first, so each keeps its own Cancel', () => {
    const rows = [row('enterprise', 'active', { endDate: LATER }), row('standard', 'active', { endDate: LATER }), row('failing', 'suspended')];

    expect(listedSubscriptions(rows, NOW).map(({ id }) => id)).toEqual(['enterprise', 'standard', 'failing']);
  });

  it('lists a checkout approved at PayPal whose first payment is being collected, not one still awaiting approval', () => {
    const rows = [row('in-progress', 'pending'), row('collecting', 'pending', { approvedAt: EARLIER })];

    expect(listedSubscriptions(rows, NOW).map(({ id }) => id)).toEqual(['collecting']);
  });

  it('lists the newest cancelled subscription while its access lasts, and no older one', () => {
    const rows = [row('running', 'active'), row('cancelled-new', 'cancelled', { endDate: LATER }), row('cancelled-old', 'cancelled', { endDate: LATER })];

    expect(listedSubscriptions(rows, NOW).map(({ id }) => id)).toEqual(['running', 'cancelled-new']);
    expect(listedSubscriptions([row('ended', 'cancelled', { endDate: EARLIER })], NOW)).toEqual([]);
  });

  it('lists nothing given up on, declined or over', () => {
    expect(listedSubscriptions([row('declined', 'abandoned', { approvedAt: EARLIER }), row('over', 'expired', { endDate: EARLIER })], NOW)).toEqual([]);
    expect(listedSubscriptions([], NOW)).toEqual([]);
  });

  it('once resumed, lists the resumed subscription and no longer the cancelled one it carries on', () => {
    const rows = [row('resumed', 'active', { continuesLicenseId: 'license-1' }), row('cancelled', 'cancelled', { endDate: LATER })];

    expect(listedSubscriptions(rows, NOW).map(({ id }) => id)).toEqual(['resumed']);
  });
});

describe('isResumable (the Subscription tab offers "Resume subscription")', () => {
  it('offers it on the newest cancelled subscription while its access lasts and nothing else is billed', () => {
    const cancelled = row('cancelled', 'cancelled', { endDate: LATER });
    const older = row('older', 'cancelled', { endDate: LATER });

    expect(isResumable(cancelled, [cancelled, older], NOW)).toBe(true);
    expect(isResumable(older, [cancelled, older], NOW)).toBe(false);
  });

  it('not once access has ended, nor beside a live subscription or one whose first payment is being collected', () => {
    const ended = row('ended', 'cancelled', { endDate: EARLIER });
    expect(isResumable(ended, [ended], NOW)).toBe(false);

    const cancelled = row('cancelled', 'cancelled', { endDate: LATER });
    expect(isResumable(cancelled, [row('live', 'active'), cancelled], NOW)).toBe(false);
    expect(isResumable(cancelled, [row('collecting', 'pending', { approvedAt: EARLIER }), cancelled], NOW)).toBe(false);
    expect(isResumable(cancelled, [row('in-progress', 'pending'), cancelled], NOW)).toBe(true);
  });
});
