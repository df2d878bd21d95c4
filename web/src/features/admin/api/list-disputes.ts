import useSWR from 'swr';
import { ADMIN_API_PREFIX, fetchAdmin, withQuery, type AdminPage } from './admin-query';

/** A buyer's dispute as the console shows it (in the customer drawer, and in the Disputes list with its customer). */
export interface DisputeRow {
  disputeId: string;
  subscriptionId: string;
  saleId: string;
  /** PayPal's status as last reported (OPEN, WAITING_FOR_SELLER_RESPONSE, RESOLVED…). */
  status: string;
  reason: string | null;
  outcome: string | null;
  amount: { value: string; currency: string } | null;
  openedAt: string;
  updatedAt: string;
}

/** `GET /api/admin/disputes?page=`: newest first. */
export function useDisputes(page: number) {
  return useSWR(
    withQuery(`${ADMIN_API_PREFIX}disputes`, { page }),
    fetchAdmin<AdminPage & { disputes: Array<DisputeRow & { customer: { id: string; email: string } | null }> }>,
    { keepPreviousData: true },
  );
}
