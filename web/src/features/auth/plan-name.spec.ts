import { planName, platformName } from './plan-name';

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

describe('platformName', () => {
  it.each([
    ['windows', 'Windows'],
    ['macos', 'macOS'],
    ['haiku', 'haiku'],
  ])('names %p %p', (platform, name) => {
    expect(platformName(platform)).toBe(name);
  });
});
