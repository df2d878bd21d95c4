import { canChangePlan, isReadyToConfirm, mustChooseDevices, needsPaypalApproval, planChangeChoices } from './plan-change-rules';

describe('planChangeChoices (the Change plan dialog)', () => {
  it('offers an annual Enterprise subscription every lower tier and monthly billing as downgrades', () => {
    expect(planChangeChoices({ plan: 'enterprise', billingType: 'annual' })).toEqual({
      upgrade: [],
      downgrade: [
        { plan: 'standard', billingType: 'monthly' },
        { plan: 'standard', billingType: 'annual' },
        { plan: 'professional', billingType: 'monthly' },
        { plan: 'professional', billingType: 'annual' },
        { plan: 'enterprise', billingType: 'monthly' },
      ],
    });
  });

  it('offers a monthly Professional subscription Standard, monthly or annual, as downgrades beside its upgrades', () => {
    expect(planChangeChoices({ plan: 'professional', billingType: 'monthly' })).toEqual({
      upgrade: [
        { plan: 'professional', billingType: 'annual' },
        { plan: 'enterprise', billingType: 'monthly' },
        { plan: 'enterprise', billingType: 'annual' },
      ],
      downgrade: [
        { plan: 'standard', billingType: 'monthly' },
        { plan: 'standard', billingType: 'annual' },
      ],
    });
  });

  it('offers the lowest tier billed annually monthly billing as its one downgrade', () => {
    expect(planChangeChoices({ plan: 'standard', billingType: 'annual' }).downgrade).toEqual([{ plan: 'standard', billingType: 'monthly' }]);
  });

  it('sends upgrades and changes of billing period to PayPal’s approval, and only schedules a lower tier billed as now', () => {
    const enterpriseAnnual = { plan: 'enterprise' as const, billingType: 'annual' as const };
    expect(needsPaypalApproval(enterpriseAnnual, { plan: 'standard', billingType: 'annual' })).toBe(false);
    expect(needsPaypalApproval(enterpriseAnnual, { plan: 'standard', billingType: 'monthly' })).toBe(true);
    expect(needsPaypalApproval({ plan: 'standard', billingType: 'monthly' }, { plan: 'enterprise', billingType: 'monthly' })).toBe(true);
  });
});

describe('choosing the computers that keep the licence', () => {
  const fewerSeats = { kind: 'downgrade' as const, devices: 2, seatsInUse: 4 };

  it('asks only for a downgrade to a plan that runs on fewer computers than are in use', () => {
    expect(mustChooseDevices(fewerSeats)).toBe(true);
    expect(mustChooseDevices({ kind: 'downgrade', devices: 2, seatsInUse: 2 })).toBe(false);
    expect(mustChooseDevices({ kind: 'upgrade', devices: 1, seatsInUse: 3 })).toBe(false);
  });

  it('confirms once one to `devices` computers are chosen, not before and not beyond', () => {
    expect(isReadyToConfirm(fewerSeats, [])).toBe(false);
    expect(isReadyToConfirm(fewerSeats, ['a'])).toBe(true);
    expect(isReadyToConfirm(fewerSeats, ['a', 'b'])).toBe(true);
    expect(isReadyToConfirm(fewerSeats, ['a', 'b', 'c'])).toBe(false);
  });

  it('confirms a change without a choice to make once it is quoted', () => {
    expect(isReadyToConfirm(undefined, [])).toBe(false);
    expect(isReadyToConfirm({ kind: 'downgrade', devices: 5, seatsInUse: 3 }, [])).toBe(true);
    expect(isReadyToConfirm({ kind: 'upgrade', devices: 5, seatsInUse: 1 }, [])).toBe(true);
  });
});

describe('canChangePlan (the Subscription tab)', () => {
  const activePaidUp = { status: 'active' as const, overdueAccessUntil: null, planChange: null, scheduledChange: null };

  it('offers Change plan on an active, paid-up subscription', () => {
    expect(canChangePlan(activePaidUp)).toBe(true);
  });

  it('offers no Change plan while a downgrade is scheduled (Undo comes first), an upgrade paid for waits at PayPal, or a payment is overdue', () => {
    const scheduledChange = {
      plan: 'standard' as const,
      billingType: 'annual' as const,
      effectiveAt: '2027-03-01T00:00:00.000Z',
      keepDeviceIds: null,
      awaitingConsent: false,
    };
    expect(canChangePlan({ ...activePaidUp, scheduledChange })).toBe(false);
    expect(canChangePlan({ ...activePaidUp, planChange: { plan: 'enterprise', billingType: 'annual', paidAt: '2026-11-28T00:00:00.000Z' } })).toBe(false);
    expect(canChangePlan({ ...activePaidUp, overdueAccessUntil: '2026-12-05T00:00:00.000Z' })).toBe(false);
    expect(canChangePlan({ ...activePaidUp, status: 'suspended' })).toBe(false);
  });
});
