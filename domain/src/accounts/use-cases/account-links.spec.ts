import { AccountLinks } from './account-links';

describe('AccountLinks', () => {
  it('builds every link from the configured origin', () => {
    const links = new AccountLinks('https://pointforge.example');
    expect(links.verifyEmailUrl('abc_DEF-123')).toBe('https://pointforge.example/verify-email/abc_DEF-123');
    expect(links.resetPasswordUrl('abc_DEF-123')).toBe('https://pointforge.example/reset-password/abc_DEF-123');
    expect(links.loginUrl).toBe('https://pointforge.example/login');
    expect(links.dashboardUrl).toBe('https://pointforge.example/dashboard');
    expect(links.forgotPasswordUrl).toBe('https://pointforge.example/forgot-password');
  });

  it('drops trailing slashes and keeps a port', () => {
    const links = new AccountLinks('http://localhost:3000//');
    expect(links.origin).toBe('http://localhost:3000');
    expect(links.loginUrl).toBe('http://localhost:3000/login');
  });

  it('encodes a token that is not URL-safe instead of letting it change the path', () => {
    expect(new AccountLinks('https://a.example').verifyEmailUrl('a/b?c')).toBe('https://a.example/verify-email/a%2Fb%3Fc');
  });

  it('carries where a sign-up was going (a checkout) in the verification link, only when it is a path on this site', () => {
    const links = new AccountLinks('https://pointforge.example');
    expect(links.verifyEmailUrl('tok', '/checkout/enterprise?billingType=annual')).toBe(
      'https://pointforge.example/verify-email/tok?redirect=%2Fcheckout%2Fenterprise%3FbillingType%3Dannual',
    );
    for (const elsewhere of ['https://evil.example/', '//evil.example', '/\\evil.example', '/a/../..//evil.example', null]) {
      expect(links.verifyEmailUrl('tok', elsewhere)).toBe('https://pointforge.example/verify-email/tok');
    }
  });

  it.each(['', 'pointforge.example', 'ftp://pointforge.example', 'https://a.example/app', 'https://a.example?x=1'])('refuses %p as an origin', (origin) => {
    expect(() => new AccountLinks(origin)).toThrow(RangeError);
  });
});
