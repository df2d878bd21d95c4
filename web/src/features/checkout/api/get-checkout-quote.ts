import type { BillingType, CheckoutQuote, PaidPlanId } from '@pointforge/domain';
import useSWR from 'swr';
import { apiRequest, QUERY_FAILED_MESSAGE } from '../../../lib/api-client';

/** The SWR key and path of the call: the quote of one plan and billing type for the caller. */
export function checkoutQuoteKey(plan: PaidPlanId, billingType: BillingType): string {
  return `/api/billing/quote?plan=${encodeURIComponent(plan)}&billingType=${encodeURIComponent(billingType)}`;
}

export async function fetchCheckoutQuote(path: string): Promise<CheckoutQuote> {
  return (await apiRequest<{ quote: CheckoutQuote }>('GET', path, undefined, QUERY_FAILED_MESSAGE)).quote;
}

/** What the checkout will charge per period, VAT included; undefined until it is read (or when it could not be). */
export function useCheckoutQuote(plan: PaidPlanId, billingType: BillingType): CheckoutQuote | undefined {
  return useSWR(checkoutQuoteKey(plan, billingType), fetchCheckoutQuote).data;
}
