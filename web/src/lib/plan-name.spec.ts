import { licensePlanName } from './plan-name';

describe('licensePlanName', () => {
  it.each([
    [undefined, 'Trial'],
    [null, 'Trial'],
    ['', 'Trial'],
    ['trial', 'Trial'],
    ['standard', 'Standard'],
    ['professional', 'Professional'],
    ['enterprise', 'Enterprise'],
    ['legacy-gold', 'legacy-gold'],
  ])('names %p %p', (plan, name) => {
    expect(licensePlanName(plan)).toBe(name);
  });
});
