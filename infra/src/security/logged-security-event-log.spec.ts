import { LoggedSecurityEventLog, maskAddress } from './logged-security-event-log';

describe('LoggedSecurityEventLog', () => {
  // ASVS 5.0 16.3.3: suppressed mail (a possible flood) is logged and counted.
  it('logs each suppressed email as a warning with a masked address and a running count', () => {
    const lines: string[] = [];
    const log = new LoggedSecurityEventLog({ warn: (line) => lines.push(line) });

    log.record({ type: 'mail-suppressed', mail: 'account-exists', recipient: 'ann.surveyor@example.com' });
    log.record({ type: 'mail-suppressed', mail: 'reset-password', recipient: 'bob@example.org' });

    expect(lines).toEqual([
      'Security event mail-suppressed: account-exists email to a***@example.com not sent, the address had its emails of that kind this hour (1 since start)',
      'Security event mail-suppressed: reset-password email to b***@example.org not sent, the address had its emails of that kind this hour (2 since start)',
    ]);
    expect(lines.join('\n')).not.toContain('ann.surveyor');
    expect(log.countOf('mail-suppressed')).toBe(2);
  });

  // ASVS 5.0 16.3.2: a refused console call names the user, the address, the route and the answer.
  it('logs each refused console call with the user, the address, the route and the answer', () => {
    const lines: string[] = [];
    const log = new LoggedSecurityEventLog({ warn: (line) => lines.push(line) });

    log.record({ type: 'console-refused', userId: 'user-7', ip: '203.0.113.9', route: 'GET /api/admin/customers', status: 404, code: 'HTTP.NOT_FOUND' });
    log.record({ type: 'console-refused', userId: null, ip: '203.0.113.10', route: 'GET /admin/queues', status: 404, code: 'HTTP.NOT_FOUND' });

    expect(lines).toEqual([
      'Security event console-refused: GET /api/admin/customers answered 404 HTTP.NOT_FOUND to user user-7 from 203.0.113.9 (1 since start)',
      'Security event console-refused: GET /admin/queues answered 404 HTTP.NOT_FOUND to no session from 203.0.113.10 (2 since start)',
    ]);
    expect(log.countOf('console-refused')).toBe(2);
  });

  it('masks what is not an address entirely', () => {
    expect(maskAddress('no-at-sign')).toBe('***');
  });
});
