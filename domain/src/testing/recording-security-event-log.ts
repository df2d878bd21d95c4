import { SecurityEventLogPort, type SecurityEvent } from '../ports/security-event-log.port';

/** The security event log for unit tests: it keeps every event. */
export class RecordingSecurityEventLog extends SecurityEventLogPort {
  readonly events: SecurityEvent[] = [];

  record(event: SecurityEvent): void {
    this.events.push(event);
  }
}
