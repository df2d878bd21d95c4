import { trialLedgerAddress } from './trial-ledger';

describe('trialLedgerAddress', () => {
  it.each([
    ['Ann.Lee@Example.COM', 'ann.lee@example.com'],
    ['  ann@example.com ', 'ann@example.com'],
    ['ann+trial2@example.com', 'ann@example.com'],
    ['ann+a+b@example.com', 'ann@example.com'],
    ['a.n.n+x@gmail.com', 'ann@gmail.com'],
    ['A.N.N@GoogleMail.com', 'ann@gmail.com'],
    ['ann.lee+2@googlemail.com', 'annlee@gmail.com'],
    ['+ann@example.com', '+ann@example.com'],
  ])('writes %s as %s', (email, expected) => {
    expect(trialLedgerAddress(email)).toBe(expected);
  });

  it('keeps the dots of other providers, where they name different mailboxes', () => {
    expect(trialLedgerAddress('ann.lee@example.com')).not.toBe(trialLedgerAddress('annlee@example.com'));
    expect(trialLedgerAddress('ann.lee@mail.gmail.com')).toBe('ann.lee@mail.gmail.com');
  });

  it('tells different mailboxes apart', () => {
    expect(trialLedgerAddress('ann@gmail.com')).not.toBe(trialLedgerAddress('anne@gmail.com'));
    expect(trialLedgerAddress('ann@example.com')).not.toBe(trialLedgerAddress('ann@example.org'));
  });
});
