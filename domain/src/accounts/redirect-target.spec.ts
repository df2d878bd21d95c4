import { DEFAULT_AFTER_LOGIN, REDIRECT_TARGET_MAX_LENGTH, redirectTarget, safeRedirectTarget } from './redirect-target';

describe('redirectTarget (sign-in, registration and verification links)', () => {
  it.each([
    '/checkout/standard',
    '/checkout/enterprise?billingType=annual',
    '/success?subscription_id=I-ABC&token=BA-1&plan=standard&billingType=monthly',
    '/dashboard?tab=subscription',
    '/features/',
    '/',
  ])('keeps %s, a path on this site, with its query', (requested) => {
    expect(safeRedirectTarget(requested)).toBe(requested);
    expect(redirectTarget(requested)).toBe(requested);
  });

  it.each([
    ['no value', null],
    ['not a string', 42],
    ['an empty value', ''],
    ['another origin', 'https://evil.example'],
    ['a protocol-relative host', '//evil.example/path'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash later on', '/checkout\\..\\..\\/evil.example'],
    ['a tab-split host', '/\t/evil.example'],
    ['a newline-split host', '/\n/evil.example'],
    ['an empty segment inside the path', '/a//evil.example'],
    ['dot segments that climb back to a host', '/a/../..//evil.example'],
    ['a dot segment', '/./checkout'],
    ['an encoded dot segment', '/a/%2E%2e/checkout'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path without a slash', 'dashboard'],
    ['a value too long', `/checkout/${'a'.repeat(REDIRECT_TARGET_MAX_LENGTH)}`],
  ])('refuses %s: the dashboard instead', (_case, requested) => {
    expect(safeRedirectTarget(requested)).toBeNull();
    expect(redirectTarget(requested)).toBe(DEFAULT_AFTER_LOGIN);
  });
});
