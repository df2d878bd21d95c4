export interface AuditException {
  /** The advisory's URL or GHSA id. */
  advisory: string;
  /** Why the vulnerable code cannot reach production. */
  why: string;
}

export interface AuditVerdict {
  outcome: 'clean' | 'blocked' | 'unaudited';
  lines: string[];
}

export function auditVerdict(report: unknown, exceptions: AuditException[]): AuditVerdict;
