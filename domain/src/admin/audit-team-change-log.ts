import { TeamChangeLogPort, type TeamChange } from '../licensing/team-change-log.port';
import type { AuditTrail } from './audit-trail';

/** Licensing's team changes, written to the audit log with the licence as their target. */
export class AuditTeamChangeLog extends TeamChangeLogPort {
  constructor(private readonly trail: AuditTrail) {
    super();
  }

  async record({ actor, action, licenseId, before, after }: TeamChange): Promise<void> {
    await this.trail.record({ actor, action, target: { type: 'license', id: licenseId }, before, after });
  }
}
