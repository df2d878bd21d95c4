import { withRedirect } from './redirect-query';

describe('withRedirect (the destination carried through log in, register and verify)', () => {
  it('adds the destination as the redirect query, beside any query already there', () => {
    expect(withRedirect('/register', '/checkout/enterprise?billingType=annual')).toBe('/register?redirect=%2Fcheckout%2Fenterprise%3FbillingType%3Dannual');
    expect(withRedirect('/login?registered=true', '/checkout/standard')).toBe('/login?registered=true&redirect=%2Fcheckout%2Fstandard');
  });

  it('adds nothing for the dashboard, where a sign-in leads anyway', () => {
    expect(withRedirect('/login?verified=true', '/dashboard')).toBe('/login?verified=true');
  });
});
