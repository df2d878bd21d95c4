import { DAY_MS, HOUR_MS } from '../shared/time';
import { nextReconciliationCheck } from './subscription.entity';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const inFromNow = (ms: number) => new Date(NOW.getTime() + ms);

describe('nextReconciliationCheck', () => {
  it('reads a checkout in progress again at the very next run', () => {
    expect(nextReconciliationCheck({ status: 'pending', nextBillingDate: null, overdueAccessUntil: null }, NOW)).toEqual(NOW);
  });

  it('reads a paid-up subscription daily, and at its next charge when that comes sooner', () => {
    expect(nextReconciliationCheck({ status: 'active', nextBillingDate: inFromNow(20 * DAY_MS), overdueAccessUntil: null }, NOW)).toEqual(inFromNow(DAY_MS));
    expect(nextReconciliationCheck({ status: 'active', nextBillingDate: inFromNow(3 * HOUR_MS), overdueAccessUntil: null }, NOW)).toEqual(
      inFromNow(3 * HOUR_MS),
    );
  });

  it('reads hourly while a payment is due or late, and while PayPal has it suspended', () => {
    expect(nextReconciliationCheck({ status: 'active', nextBillingDate: inFromNow(-2 * DAY_MS), overdueAccessUntil: null }, NOW)).toEqual(inFromNow(HOUR_MS));
    expect(nextReconciliationCheck({ status: 'active', nextBillingDate: NOW, overdueAccessUntil: null }, NOW)).toEqual(inFromNow(HOUR_MS));
    expect(nextReconciliationCheck({ status: 'active', nextBillingDate: null, overdueAccessUntil: null }, NOW)).toEqual(inFromNow(HOUR_MS));
    expect(nextReconciliationCheck({ status: 'suspended', nextBillingDate: null, overdueAccessUntil: null }, NOW)).toEqual(inFromNow(HOUR_MS));
  });

  it('while a payment is overdue, reads hourly and at the very moment access would end, so the grace period ends on time', () => {
    const overdue = { status: 'suspended' as const, nextBillingDate: null };
    expect(nextReconciliationCheck({ ...overdue, overdueAccessUntil: inFromNow(5 * DAY_MS) }, NOW)).toEqual(inFromNow(HOUR_MS));
    expect(nextReconciliationCheck({ ...overdue, overdueAccessUntil: inFromNow(20 * 60_000) }, NOW)).toEqual(inFromNow(20 * 60_000));
    expect(nextReconciliationCheck({ ...overdue, overdueAccessUntil: inFromNow(-HOUR_MS) }, NOW)).toEqual(NOW);
  });
});
