import { prorateUpgrade, quotePlanChange, planChangeKind } from './plan-change';
import { ZERO_RATING_REASON, type TaxTreatment } from './tax/vat';

const PAID_THROUGH = new Date('2026-12-28T10:00:00.000Z');
/** The monthly period before PAID_THROUGH is 30 days (28 November to 28 December). */
const daysBefore = (days: number) => new Date(PAID_THROUGH.getTime() - days * 24 * 60 * 60 * 1000);
const NOT_REGISTERED: TaxTreatment = { kind: 'not-registered', basisPoints: 0 };
const SOUTH_AFRICAN_VAT: TaxTreatment = { kind: 'standard', basisPoints: 1500 };

describe('plan changes', () => {
  it('calls a higher tier, or monthly to annual of the same tier, an upgrade; a lower tier or annual to monthly a downgrade', () => {
    expect(planChangeKind({ plan: 'standard', billingType: 'monthly' }, { plan: 'enterprise', billingType: 'annual' })).toBe('upgrade');
    expect(planChangeKind({ plan: 'standard', billingType: 'monthly' }, { plan: 'standard', billingType: 'annual' })).toBe('upgrade');
    expect(planChangeKind({ plan: 'enterprise', billingType: 'monthly' }, { plan: 'standard', billingType: 'monthly' })).toBe('downgrade');
    expect(planChangeKind({ plan: 'standard', billingType: 'annual' }, { plan: 'standard', billingType: 'monthly' })).toBe('downgrade');
    expect(planChangeKind({ plan: 'enterprise', billingType: 'monthly' }, { plan: 'standard', billingType: 'annual' })).toBe('downgrade');
  });

  it('charges the tier difference for the whole days left of the period, to the cent, rounding half up', () => {
    const from = { plan: 'standard', billingType: 'monthly' } as const;
    const to = { plan: 'enterprise', billingType: 'monthly' } as const;
    // $300 − $75 = $225 for the month; 12 of 30 days unused.
    expect(prorateUpgrade(from, to, PAID_THROUGH, daysBefore(12))).toBe(9_000);
    // 7 of 30 days: 225 × 7/30 = 52.50.
    expect(prorateUpgrade(from, to, PAID_THROUGH, daysBefore(7))).toBe(5_250);
    // 1 of 30 days: 7.50; less than a day left: the day under way is used, nothing is due.
    expect(prorateUpgrade(from, to, PAID_THROUGH, daysBefore(1))).toBe(750);
    expect(prorateUpgrade(from, to, PAID_THROUGH, new Date(PAID_THROUGH.getTime() - 1000))).toBe(0);
    // 10 days and 23 hours left count as 10 days, so the whole day gives one price: $75.00.
    expect(prorateUpgrade(from, to, PAID_THROUGH, daysBefore(10))).toBe(7_500);
    expect(prorateUpgrade(from, to, PAID_THROUGH, new Date(daysBefore(10).getTime() - 23 * 60 * 60 * 1000))).toBe(7_500);
    // Standard annual ($720) → Enterprise annual ($2,880) with 100 of 365 days left: 2,160 × 100/365 = 591.7808… → $591.78.
    expect(prorateUpgrade({ plan: 'standard', billingType: 'annual' }, { plan: 'enterprise', billingType: 'annual' }, PAID_THROUGH, daysBefore(100))).toBe(
      59_178,
    );
  });

  it('never charges past the period or for a downgrade, and a change of billing period only for the tier difference', () => {
    const standardMonthly = { plan: 'standard', billingType: 'monthly' } as const;
    expect(prorateUpgrade(standardMonthly, { plan: 'enterprise', billingType: 'monthly' }, PAID_THROUGH, daysBefore(40))).toBe(22_500);
    expect(prorateUpgrade(standardMonthly, { plan: 'enterprise', billingType: 'monthly' }, PAID_THROUGH, new Date(PAID_THROUGH.getTime() + 1))).toBe(0);
    expect(prorateUpgrade(standardMonthly, { plan: 'standard', billingType: 'annual' }, PAID_THROUGH, daysBefore(15))).toBe(0);
    expect(prorateUpgrade({ plan: 'enterprise', billingType: 'monthly' }, standardMonthly, PAID_THROUGH, daysBefore(15))).toBe(0);
  });

  it('quotes Standard monthly → Enterprise annual: the difference now, Enterprise annual from the next billing date, 5 seats (2 devices each), effective at once', () => {
    const now = daysBefore(12);
    expect(
      quotePlanChange({ plan: 'standard', billingType: 'monthly' }, { plan: 'enterprise', billingType: 'annual' }, PAID_THROUGH, now, NOT_REGISTERED),
    ).toEqual({
      kind: 'upgrade',
      from: { plan: 'standard', billingType: 'monthly' },
      to: { plan: 'enterprise', billingType: 'annual' },
      dueNow: { value: '90.00', currency: 'USD' },
      dueNowCharge: { netCents: 9_000, vatCents: 0, totalCents: 9_000, treatment: 'not-registered', ratePercent: 0 },
      effectiveAt: now,
      nextCharge: { amount: { value: '2880.00', currency: 'USD' }, at: PAID_THROUGH },
      seats: 5,
      devices: 2,
    });
  });

  it('quotes a downgrade for the end of the paid period, with nothing due now', () => {
    expect(
      quotePlanChange(
        { plan: 'enterprise', billingType: 'annual' },
        { plan: 'standard', billingType: 'annual' },
        PAID_THROUGH,
        daysBefore(100),
        SOUTH_AFRICAN_VAT,
      ),
    ).toMatchObject({
      kind: 'downgrade',
      dueNow: { value: '0.00', currency: 'USD' },
      effectiveAt: PAID_THROUGH,
      nextCharge: { amount: { value: '720.00', currency: 'USD' }, at: PAID_THROUGH },
      seats: 1,
    });
  });

  it('adds 15 % VAT to what is due now for a customer taxed at the standard rate, and none when zero-rated', () => {
    const from = { plan: 'standard', billingType: 'monthly' } as const;
    const to = { plan: 'enterprise', billingType: 'monthly' } as const;
    // $90.00 for 12 of 30 days, plus $13.50 VAT.
    expect(quotePlanChange(from, to, PAID_THROUGH, daysBefore(12), SOUTH_AFRICAN_VAT)).toMatchObject({
      dueNow: { value: '103.50', currency: 'USD' },
      dueNowCharge: { netCents: 9_000, vatCents: 1_350, totalCents: 10_350, treatment: 'standard', ratePercent: 15 },
      nextCharge: { amount: { value: '300.00', currency: 'USD' } },
    });
    // $52.50 for 7 days: VAT 7.875 rounds half up to $7.88.
    expect(quotePlanChange(from, to, PAID_THROUGH, daysBefore(7), SOUTH_AFRICAN_VAT).dueNow).toEqual({ value: '60.38', currency: 'USD' });
    const zeroRated: TaxTreatment = { kind: 'zero-rated', basisPoints: 0, reason: ZERO_RATING_REASON };
    expect(quotePlanChange(from, to, PAID_THROUGH, daysBefore(12), zeroRated)).toMatchObject({
      dueNow: { value: '90.00', currency: 'USD' },
      dueNowCharge: { vatCents: 0, treatment: 'zero-rated', ratePercent: 0 },
    });
  });
});
