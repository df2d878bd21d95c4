import { SecurityEventLogPort, type SecurityEvent } from '@pointforge/domain';

export interface SecurityEventLogger {
  warn(message: string): void;
}

/**
 * Security events as one warning line each, with how many of that type this process has
 * seen since it started, so a flood shows as a climbing count. Addresses are masked to
 * their first character and domain: enough to see who is targeted, not a copy of the list.
 */
export class LoggedSecurityEventLog extends SecurityEventLogPort {
  private readonly counts = new Map<SecurityEvent['type'], number>();

  constructor(private readonly logger: SecurityEventLogger) {
    super();
  }

  record(event: SecurityEvent): void {
    const count = (this.counts.get(event.type) ?? 0) + 1;
    this.counts.set(event.type, count);
    this.logger.warn(`Security event ${event.type}: ${describe(event)} (${count} since start)`);
  }

  /** How many events of `type` this process has recorded. */
  countOf(type: SecurityEvent['type']): number {
    return this.counts.get(type) ?? 0;
  }
}

function describe(event: SecurityEvent): string {
  switch (event.type) {
    case 'mail-suppressed':
      return `${event.mail} email to ${maskAddress(event.recipient)} not sent, the address had its emails of that kind this hour`;
    case 'console-refused':
      return `${event.route} answered ${event.status} ${event.code} to ${event.userId === null ? 'no session' : `user ${event.userId}`} from ${event.ip}`;
    case 'device-sign-in':
      return `user ${event.userId} ${event.decision} a desktop sign-in of device ${event.fingerprint}${event.licenseId === null ? '' : ` for licence ${event.licenseId}`} from ${event.ip}`;
  }
}

/** `a***@example.com`: the first character and the domain. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at <= 0 ? '***' : `${address[0]}***${address.slice(at)}`;
}
