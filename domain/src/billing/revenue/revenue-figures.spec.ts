import { aLedgerEntry } from '../../testing/builders';
import {
  monthlyRecurringCents,
  monthsEndingAt,
  mrrAt,
  mrrMovementFor,
  paymentRecoveryByMonth,
  refundsByMonth,
  trialConversionByWeek,
  weeksBetween,
  weekStartOf,
  type MrrChange,
} from './revenue-figures';

const at = (iso: string) => new Date(iso);

/**
 * A small ledger history with answers worked out by hand:
 * - s1 Standard monthly ($75) from 5 Jan, moves to Professional monthly ($99) on 10 Feb;
 * - s2 Standard annual ($720 → $60/month) from 20 Jan, ends 15 Feb;
 * - s3 Professional monthly ($99) from 1 Feb, down to Standard monthly ($75) on 20 Feb;
 * - s4 Standard monthly ($75) from 28 Feb.
 */
const changes: MrrChange[] = [
  { subscriptionId: 's1', at: at('2027-01-05T10:00:00Z'), mrrCents: 7_500 },
  { subscriptionId: 's2', at: at('2027-01-20T10:00:00Z'), mrrCents: 6_000 },
  { subscriptionId: 's3', at: at('2027-02-01T00:00:00Z'), mrrCents: 9_900 },
  { subscriptionId: 's1', at: at('2027-02-10T10:00:00Z'), mrrCents: 9_900 },
  { subscriptionId: 's2', at: at('2027-02-15T10:00:00Z'), mrrCents: 0 },
  { subscriptionId: 's3', at: at('2027-02-20T10:00:00Z'), mrrCents: 7_500 },
  { subscriptionId: 's4', at: at('2027-02-28T23:59:59Z'), mrrCents: 7_500 },
];

describe('revenue figures', () => {
  it('counts a subscription at its monthly price, or its annual price over twelve', () => {
    expect(monthlyRecurringCents('standard', 'monthly')).toBe(7_500);
    expect(monthlyRecurringCents('standard', 'annual')).toBe(6_000);
    expect(monthlyRecurringCents('professional', 'annual')).toBe(9_900);
  });

  it('takes MRR at an instant from each subscription’s latest amount', () => {
    expect(mrrAt(changes, at('2027-01-31T23:59:59Z'))).toBe(13_500); // 75 + 60
    expect(mrrAt(changes, at('2027-02-12T00:00:00Z'))).toBe(25_800); // 99 + 60 + 99
    expect(mrrAt(changes, at('2027-03-01T00:00:00Z'))).toBe(24_900); // 99 + 0 + 75 + 75
    expect(mrrAt(changes, at('2026-12-31T00:00:00Z'))).toBe(0);
  });

  it('splits a month’s movement into new, expansion, contraction and churn', () => {
    expect(mrrMovementFor(changes, '2027-01')).toEqual({
      month: '2027-01',
      newCents: 13_500,
      expansionCents: 0,
      contractionCents: 0,
      churnedCents: 0,
      endingCents: 13_500,
    });
    // February: new s3 99 + s4 75; expansion s1 +24; churn s2 −60; contraction s3 −24.
    expect(mrrMovementFor(changes, '2027-02')).toEqual({
      month: '2027-02',
      newCents: 17_400,
      expansionCents: 2_400,
      contractionCents: -2_400,
      churnedCents: -6_000,
      endingCents: 24_900,
    });
    const february = mrrMovementFor(changes, '2027-02');
    expect(13_500 + february.newCents + february.expansionCents + february.contractionCents + february.churnedCents).toBe(february.endingCents);
  });

  it('counts a subscription that pays again after ending as new', () => {
    const back = [...changes, { subscriptionId: 's2', at: at('2027-03-03T00:00:00Z'), mrrCents: 6_000 }];
    expect(mrrMovementFor(back, '2027-03')).toMatchObject({ newCents: 6_000, churnedCents: 0, endingCents: 30_900 });
  });

  it('groups trials by the Monday of the week they started and counts those who paid after', () => {
    expect(weekStartOf(at('2027-02-07T23:00:00Z'))).toBe('2027-02-01'); // a Sunday
    expect(weekStartOf(at('2027-02-08T00:00:00Z'))).toBe('2027-02-08');
    const trials = [
      { userId: 'a', startedAt: at('2027-02-01T09:00:00Z') },
      { userId: 'b', startedAt: at('2027-02-03T09:00:00Z') },
      { userId: 'c', startedAt: at('2027-02-04T09:00:00Z') },
      { userId: 'd', startedAt: at('2027-02-09T09:00:00Z') },
    ];
    const paid = new Map([
      ['a', at('2027-02-06T09:00:00Z')],
      ['c', at('2027-01-01T09:00:00Z')], // paid before the trial: not a conversion of it
      ['d', at('2027-02-15T09:00:00Z')],
    ]);
    expect(trialConversionByWeek(trials, paid, ['2027-02-01', '2027-02-08', '2027-02-15'])).toEqual([
      { weekStart: '2027-02-01', trials: 3, converted: 1 },
      { weekStart: '2027-02-08', trials: 1, converted: 1 },
      { weekStart: '2027-02-15', trials: 0, converted: 0 },
    ]);
    expect(trialConversionByWeek(trials, paid, ['2027-02-08'])).toEqual([{ weekStart: '2027-02-08', trials: 1, converted: 1 }]);
  });

  it('counts a failed payment recovered when the subscription pays within the window', () => {
    const failures = [
      { subscriptionId: 's1', failedAt: at('2027-02-01T00:00:00Z') },
      { subscriptionId: 's2', failedAt: at('2027-02-10T00:00:00Z') },
      { subscriptionId: 's3', failedAt: at('2027-03-01T00:00:00Z') },
    ];
    const payments = [
      { subscriptionId: 's1', paidAt: at('2027-02-06T00:00:00Z') }, // 5 days later: recovered
      { subscriptionId: 's2', paidAt: at('2027-02-28T00:00:00Z') }, // 18 days later: outside 15
      { subscriptionId: 's3', paidAt: at('2027-02-20T00:00:00Z') }, // before the failure
    ];
    expect(paymentRecoveryByMonth(failures, payments, 15, ['2027-01', '2027-02', '2027-03'])).toEqual([
      { month: '2027-01', failed: 0, recovered: 0 },
      { month: '2027-02', failed: 2, recovered: 1 },
      { month: '2027-03', failed: 1, recovered: 0 },
    ]);
    expect(paymentRecoveryByMonth(failures, payments, 4, ['2027-02'])).toEqual([{ month: '2027-02', failed: 2, recovered: 0 }]);
  });

  it('names the months of a report, oldest first, across a year end', () => {
    expect(monthsEndingAt(at('2027-02-28T23:59:59Z'), 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsEndingAt(at('2027-03-31T12:00:00Z'), 1)).toEqual(['2027-03']);
  });

  it('names every week from the one of the first instant to the one of the last', () => {
    expect(weeksBetween(at('2027-01-01T00:00:00Z'), at('2027-01-18T00:00:00Z'))).toEqual(['2026-12-28', '2027-01-04', '2027-01-11', '2027-01-18']);
    expect(weeksBetween(at('2027-01-05T00:00:00Z'), at('2027-01-06T00:00:00Z'))).toEqual(['2027-01-04']);
  });

  it('counts and sums refunds and reversals by month, net of VAT, payments left out', () => {
    const entries = [
      aLedgerEntry({ occurredAt: at('2027-02-03T00:00:00Z'), grossCents: 82_800, vatCents: 10_800 }),
      aLedgerEntry({ kind: 'refund', relatesToTransactionId: 'SALE-1', occurredAt: at('2027-02-04T00:00:00Z'), grossCents: 11_500, vatCents: 1_500 }),
      aLedgerEntry({ kind: 'refund', relatesToTransactionId: 'SALE-2', occurredAt: at('2027-02-28T23:00:00Z'), grossCents: 2_000 }),
      aLedgerEntry({ kind: 'reversal', relatesToTransactionId: 'SALE-3', occurredAt: at('2027-03-01T00:00:00Z'), grossCents: 7_500 }),
      aLedgerEntry({ kind: 'refund', relatesToTransactionId: 'SALE-4', occurredAt: at('2026-12-31T00:00:00Z'), grossCents: 9_900 }),
    ];
    expect(refundsByMonth(entries, ['2027-01', '2027-02', '2027-03'])).toEqual([
      { month: '2027-01', refunds: 0, refundedCents: 0, reversals: 0, reversedCents: 0 },
      { month: '2027-02', refunds: 2, refundedCents: 12_000, reversals: 0, reversedCents: 0 }, // 100 + 20
      { month: '2027-03', refunds: 0, refundedCents: 0, reversals: 1, reversedCents: 7_500 },
    ]);
  });
});
