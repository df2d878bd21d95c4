import type { AuditValue } from '@pointforge/domain';
import { adminCopy as copy } from '../../../content/admin';
import { auditChanges, auditValueText, fieldWords, isMove } from './audit-changes';
import { formatInstant } from './format';
import './audit-tab.css';

const text = (value: AuditValue | undefined) => auditValueText(value, copy.audit, formatInstant);

/** An audit entry's before and after as a list, one field a line: "status: pending → contacted". */
export function AuditChangeList({ before, after }: { before: AuditValue | null; after: AuditValue | null }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return null;
  return (
    <ul className="admin-audit-changes">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="admin-audit-changes__field">{fieldWords(change.field)}:</span>{' '}
          {isMove(change) || change.after === undefined ? `${text(change.before)} → ${text(change.after)}` : text(change.after)}
        </li>
      ))}
    </ul>
  );
}
