import { DEFAULT_AFTER_LOGIN, redirectTarget } from './redirect-target';

const origin = 'https://pointforge.example';

describe('redirectTarget', () => {
  it('keeps a path on this site, with its query', () => {
    expect(redirectTarget('/checkout/standard', origin)).toBe('/checkout/standard');
    expect(redirectTarget('/checkout/professional?billingType=monthly', origin)).toBe(
      '/checkout/professional?billingType=monthly',
    );
  });

  it.each([
    ['no value', null],
    ['an empty value', ''],
    ['another origin', 'https://evil.example'],
    ['a protocol-relative host', '//evil.example/path'],
    ['a backslash host', '/\\evil.example'],
    ['a tab-split host', '/\t/evil.example'],
    ['dot segments that climb back to a host', '/a/../..//evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path without a slash', 'dashboard'],
  ])('sends %s to the dashboard', (_case, requested) => {
    expect(redirectTarget(requested, origin)).toBe(DEFAULT_AFTER_LOGIN);
  });
});
