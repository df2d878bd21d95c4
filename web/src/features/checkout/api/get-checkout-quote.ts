import type { BillingType, CheckoutQuote, PaidPlanId } from '@pointforge/domain';
import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, QUERY_FAILED_MESSAGE } from '../../../lib/api-client';

const QUOTE_PATH = '/api/billing/quote';

/** The SWR key and path of the call: the quote of one plan and billing type for the caller. */
export function checkoutQuoteKey(plan: PaidPlanId, billingType: BillingType): string {
  return `${QUOTE_PATH}?plan=${encodeURIComponent(plan)}&billingType=${encodeURIComponent(billingType)}`;
}

export async function fetchCheckoutQuote(path: string): Promise<CheckoutQuote> {
  return (await apiRequest<{ quote: CheckoutQuote }>('GET', path, undefined, QUERY_FAILED_MESSAGE)).quote;
}

/**
 * What the checkout will charge per period, VAT included: `quote` undefined until it is read
 * (or when it could not be: `error`); `retry` asks again.
 */
export function useCheckoutQuote(plan: PaidPlanId, billingType: BillingType) {
  const { data, error, isValidating, mutate } = useSWR(checkoutQuoteKey(plan, billingType), fetchCheckoutQuote);
  return { quote: data, error: error as unknown, retrying: isValidating, retry: () => void mutate() };
}

/**
 * Forgets every quote read and asks again: the billing profile's country decides the VAT, so
 * after it is saved no quote read before may be shown (nor Subscribe enabled on it).
 */
export function useRefreshCheckoutQuotes(): () => void {
  const { mutate } = useSWRConfig();
  return () => void mutate((key) => typeof key === 'string' && key.startsWith(`${QUOTE_PATH}?`), undefined, { revalidate: true });
}
