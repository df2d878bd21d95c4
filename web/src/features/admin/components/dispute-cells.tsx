import { formatProviderAmount } from '@pointforge/domain';
import type { DisputeRow } from '../api/list-disputes';
import { formatInstant } from './format';

/** What a dispute shows in both the drawer and the Disputes list: opened, its id, reason, amount and PayPal's status. */
export function DisputeCells({ dispute }: { dispute: DisputeRow }) {
  return (
    <>
      <td>
        <time dateTime={dispute.openedAt}>{formatInstant(dispute.openedAt)}</time>
      </td>
      <td>
        <code>{dispute.disputeId}</code>
      </td>
      <td>{dispute.reason ?? ''}</td>
      <td>{dispute.amount ? formatProviderAmount(dispute.amount) : ''}</td>
      <td>
        <span className={`status-pill status-pill--${dispute.status === 'RESOLVED' ? 'neutral' : 'negative'}`}>{dispute.status}</span>
        {dispute.outcome && <> {dispute.outcome}</>}
      </td>
    </>
  );
}
