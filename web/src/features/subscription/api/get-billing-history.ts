import type { BillingHistoryItem } from '@pointforge/domain';
import useSWR from 'swr';
import { billingHistoryCopy } from '../../../content/billing-history';
import { apiRequest, apiUrl } from '../../../lib/api-client';

/** The SWR key and path of the call. */
export const BILLING_HISTORY_KEY = '/api/billing/documents';

/** Where the browser downloads a document's PDF (the API answers it as an attachment named after its number). */
export function billingDocumentPdfUrl(documentId: string): string {
  return apiUrl(`${BILLING_HISTORY_KEY}/${encodeURIComponent(documentId)}/pdf`);
}

/** The caller's payments, refunds and reversals with their documents, newest first; rejects with ApiError. */
export async function fetchBillingHistory(path: string = BILLING_HISTORY_KEY): Promise<BillingHistoryItem[]> {
  const body = await apiRequest<{ history?: unknown }>('GET', path, undefined, billingHistoryCopy.loadFallback);
  return Array.isArray(body.history) ? (body.history as BillingHistoryItem[]) : [];
}

/** `history` is undefined until answered; `error` is set once loading failed; `isValidating` while a (re)load is under way. */
export function useBillingHistory() {
  const { data, error, isValidating, mutate } = useSWR(BILLING_HISTORY_KEY, fetchBillingHistory);
  return { history: data, error: error as unknown, isValidating, reload: mutate };
}
