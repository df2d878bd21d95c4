import { planName } from './plan-name';

describe('planName', () => {
  it.each([
    ['trial', 'Trial'],
    ['standard', 'Standard'],
    ['enterprise', 'Enterprise'],
    ['legacy-gold', 'legacy-gold'],
  ])('names %p %p', (plan, name) => {
    expect(planName(plan)).toBe(name);
  });
});
