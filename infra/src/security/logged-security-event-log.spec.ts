import { LoggedSecurityEventLog, maskAddress } from './logged-security-event-log';

describe('LoggedSecurityEventLog', () => {
  // ASVS 5.0 16.3.3: suppressed mail (a possible flood) is logged and counted.
  it('logs each suppressed email as a warning with a masked address and a running count', () => {
    const lines: string[] = [];
    const log = new LoggedSecurityEventLog({ warn: (line) => lines.push(line) });

    log.record({ type: 'mail-suppressed', mail: 'account-exists', recipient: 'ann.surveyor@example.com' });
    log.record({ type: 'mail-suppressed', mail: 'reset-password', recipient: 'bob@example.org' });

    expect(lines).toEqual([
      'Security event mail-suppressed: account-exists email to a***@example.com not sent, the address had its emails of that kind this hour (1 suppressed since start)',
      'Security event mail-suppressed: reset-password email to b***@example.org not sent, the address had its emails of that kind this hour (2 suppressed since start)',
    ]);
    expect(lines.join('\n')).not.toContain('ann.surveyor');
    expect(log.countOf('mail-suppressed')).toBe(2);
  });

  it('masks what is not an address entirely', () => {
    expect(maskAddress('no-at-sign')).toBe('***');
  });
});
