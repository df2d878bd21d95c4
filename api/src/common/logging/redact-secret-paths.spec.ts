import { redactSecretPaths } from './logging.module';

describe('redactSecretPaths', () => {
  it('hides the token of verification and reset links, in the API and the SPA alike', () => {
    expect(redactSecretPaths('/api/auth/verify-email/abcDEF123_-')).toBe('/api/auth/verify-email/[redacted]');
    expect(redactSecretPaths('/reset-password/abcDEF123_-?x=1')).toBe('/reset-password/[redacted]?x=1');
    expect(redactSecretPaths('/verify-email/tok/extra')).toBe('/verify-email/[redacted]/extra');
  });

  it('leaves other paths alone', () => {
    expect(redactSecretPaths('/api/auth/me')).toBe('/api/auth/me');
    expect(redactSecretPaths('/features/water-flow')).toBe('/features/water-flow');
  });
});
