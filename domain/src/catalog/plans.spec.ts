import {
  annualMonthlyEquivalent,
  annualSavingPercent,
  billingPeriodEnd,
  CHECKOUT_PLANS,
  findPaidPlan,
  getPlan,
  isBillingType,
  isPaidPlanId,
  monthlySavingAmount,
  PAID_PLANS,
  PLAN_LIST,
  PLANS,
  priceFor,
  PRICING_SECTION_PLANS,
  savingsDisplayText,
  type Plan,
} from './plans';

describe('plan catalogue', () => {
  it('has the four plans with the prices of SITE-SPEC section 9', () => {
    expect(PLAN_LIST.map((p) => [p.id, p.name, p.monthlyPrice, p.annualPrice])).toEqual([
      ['trial', 'Trial', 0, 0],
      ['standard', 'Standard', 75, 720],
      ['professional', 'Professional', 99, 1188],
      ['enterprise', 'Enterprise', 300, 2880],
    ]);
  });

  it('flags only Professional as popular', () => {
    expect(PLAN_LIST.filter((p) => p.isPopular).map((p) => p.id)).toEqual(['professional']);
  });

  it('gives Enterprise 5 people and every other plan 1; two devices each, one on the trial', () => {
    expect(PLAN_LIST.map((p) => [p.id, p.seats, p.devicesPerSeat])).toEqual([
      ['trial', 1, 1],
      ['standard', 1, 2],
      ['professional', 1, 2],
      ['enterprise', 5, 2],
    ]);
  });

  it('tells the devices on every feature list, with the numbers the licence enforces', () => {
    const deviceLine = (plan: Plan) => plan.features.find((feature) => /\bdevices?\b/.test(feature));
    expect(PLAN_LIST.map(deviceLine)).toEqual(['1 device', '2 devices', '2 devices', '2 devices per user']);
    for (const plan of PLAN_LIST) expect(deviceLine(plan)).toContain(String(plan.devicesPerSeat));
  });

  it('lists Trial, Standard and Enterprise in the pricing section', () => {
    expect(PRICING_SECTION_PLANS.map((p) => p.id)).toEqual(['trial', 'standard', 'enterprise']);
  });

  it('offers Standard, Professional and Enterprise at checkout', () => {
    expect(CHECKOUT_PLANS.map((p) => p.id)).toEqual(['standard', 'professional', 'enterprise']);
    expect(PAID_PLANS.map((p) => p.id)).toEqual(['standard', 'professional', 'enterprise']);
  });

  it('carries the feature bullets of the specification', () => {
    expect(PLANS.trial.features).toEqual(['Free for 7 days', 'Full access', 'Single user', '1 device', 'No credit card required', 'Email support']);
    expect(PLANS.standard.features).toEqual(['Single user license', '2 devices', 'Full access', 'Email support', 'Monthly recurring subscription']);
    expect(PLANS.professional.features).toEqual([
      'Single user license',
      '2 devices',
      'All processing tools',
      '20GB cloud storage',
      'Priority email and phone support',
      'Advanced analytics',
    ]);
    expect(PLANS.enterprise.features).toEqual([
      '5 user licenses',
      '2 devices per user',
      'Full access',
      'Priority email support',
      'Can suggest tool implementation requests',
    ]);
    for (const plan of PLAN_LIST) expect(plan.description.length).toBeGreaterThan(0);
  });

  it('is frozen, so no caller can change a price', () => {
    expect(Object.isFrozen(PLANS)).toBe(true);
    expect(Object.isFrozen(PLANS.standard)).toBe(true);
    expect(Object.isFrozen(PLANS.standard.features)).toBe(true);
    expect(Object.isFrozen(PLAN_LIST)).toBe(true);
    expect(() => {
      (PLANS.standard as { monthlyPrice: number }).monthlyPrice = 1;
    }).toThrow(TypeError);
  });
});

describe('plan lookups', () => {
  it('finds a paid plan by id', () => {
    expect(findPaidPlan('standard')).toBe(PLANS.standard);
    expect(findPaidPlan('professional')).toBe(PLANS.professional);
    expect(findPaidPlan('enterprise')).toBe(PLANS.enterprise);
  });

  it.each(['trial', 'Standard', '', 'gold', 'constructor', '__proto__', 'toString'])('finds no paid plan %p', (id) => {
    expect(findPaidPlan(id)).toBeNull();
  });

  it('recognises paid plan ids only', () => {
    expect(isPaidPlanId('enterprise')).toBe(true);
    expect(isPaidPlanId('trial')).toBe(false);
    expect(isPaidPlanId(undefined)).toBe(false);
    expect(isPaidPlanId(['standard'])).toBe(false);
  });

  it('recognises billing types only', () => {
    expect(isBillingType('monthly')).toBe(true);
    expect(isBillingType('annual')).toBe(true);
    expect(isBillingType('yearly')).toBe(false);
    expect(isBillingType('Monthly')).toBe(false);
    expect(isBillingType(null)).toBe(false);
  });

  it('gets any plan, trial included', () => {
    expect(getPlan('trial')).toBe(PLANS.trial);
    expect(getPlan('enterprise').seats).toBe(5);
  });
});

describe('prices and savings', () => {
  it('charges the monthly price or the yearly total', () => {
    expect(priceFor(PLANS.standard, 'monthly')).toBe(75);
    expect(priceFor(PLANS.standard, 'annual')).toBe(720);
    expect(priceFor(PLANS.professional, 'annual')).toBe(1188);
    expect(priceFor(PLANS.enterprise, 'monthly')).toBe(300);
  });

  it('shows the annual total as a monthly equivalent', () => {
    expect(annualMonthlyEquivalent(PLANS.standard)).toBe(60);
    expect(annualMonthlyEquivalent(PLANS.professional)).toBe(99);
    expect(annualMonthlyEquivalent(PLANS.enterprise)).toBe(240);
    expect(annualMonthlyEquivalent(PLANS.trial)).toBe(0);
  });

  it('rounds the annual saving percent', () => {
    expect(annualSavingPercent(PLANS.standard)).toBe(20);
    expect(annualSavingPercent(PLANS.professional)).toBe(0);
    expect(annualSavingPercent(PLANS.enterprise)).toBe(20);
    expect(annualSavingPercent(PLANS.trial)).toBe(0);
    // (12 × 10 − 100) / 120 = 16.67 % rounds to 17; 12.5 % rounds up to 13.
    expect(annualSavingPercent({ ...PLANS.standard, monthlyPrice: 10, annualPrice: 100 })).toBe(17);
    expect(annualSavingPercent({ ...PLANS.standard, monthlyPrice: 10, annualPrice: 105 })).toBe(13);
  });

  it('computes the monthly saving of annual billing', () => {
    expect(monthlySavingAmount(PLANS.standard)).toBe(15);
    expect(monthlySavingAmount(PLANS.professional)).toBe(0);
    expect(monthlySavingAmount(PLANS.enterprise)).toBe(60);
  });

  it('prints the savings line of each plan', () => {
    expect(savingsDisplayText(PLANS.standard)).toBe('Save $15 per month');
    expect(savingsDisplayText(PLANS.enterprise)).toBe('Get 1 free license');
    expect(savingsDisplayText(PLANS.professional)).toBeNull();
    expect(savingsDisplayText(PLANS.trial)).toBeNull();
  });
});

describe('billingPeriodEnd', () => {
  it('ends a monthly period on the same day next month', () => {
    expect(billingPeriodEnd(new Date('2025-05-29T10:00:00.000Z'), 'monthly').toISOString()).toBe('2025-06-29T10:00:00.000Z');
  });

  it('ends a monthly period started on Jan 31 on the last day of February', () => {
    expect(billingPeriodEnd(new Date('2025-01-31T09:15:00.000Z'), 'monthly').toISOString()).toBe('2025-02-28T09:15:00.000Z');
    expect(billingPeriodEnd(new Date('2024-01-31T09:15:00.000Z'), 'monthly').toISOString()).toBe('2024-02-29T09:15:00.000Z');
  });

  it('ends an annual period a year later, Feb 29 falling back to Feb 28', () => {
    expect(billingPeriodEnd(new Date('2025-05-29T00:00:00.000Z'), 'annual').toISOString()).toBe('2026-05-29T00:00:00.000Z');
    expect(billingPeriodEnd(new Date('2024-02-29T00:00:00.000Z'), 'annual').toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });

  it('crosses the year end', () => {
    expect(billingPeriodEnd(new Date('2025-12-15T00:00:00.000Z'), 'monthly').toISOString()).toBe('2026-01-15T00:00:00.000Z');
  });
});
