import type { ClockPort } from '../shared/clock.port';
import type { TokenGeneratorPort } from '../shared/token-generator.port';
import type { AuditAction, AuditActor, AuditEntry, AuditValue } from './audit-entry.entity';
import type { AuditLogPort } from './audit-log.port';

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  target: { type: string; id: string | null };
  before?: AuditValue;
  after?: AuditValue;
}

/** Writes audit entries, stamped with a new id and the clock's time. */
export class AuditTrail {
  constructor(
    private readonly log: AuditLogPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
  ) {}

  async record(record: AuditRecord): Promise<AuditEntry> {
    const entry: AuditEntry = {
      id: this.tokens.newId(),
      at: this.clock.now(),
      actor: record.actor,
      action: record.action,
      target: record.target,
      before: record.before ?? null,
      after: record.after ?? null,
    };
    await this.log.append(entry);
    return entry;
  }
}
