/**
 * Where PayPal sends the buyer back: the dashboard page that confirms the change (it names
 * the subscription; PayPal adds the order's `token`), or the Subscription tab on cancel.
 */
export function planChangeUrls(origin: string, subscriptionId: string): { returnUrl: string; cancelUrl: string } {
  return {
    returnUrl: `${origin}/dashboard/plan-change?subscription=${encodeURIComponent(subscriptionId)}`,
    cancelUrl: `${origin}/dashboard?tab=subscription`,
  };
}

/** One revision per change started (or scheduled) at `requestedAt`: a repeated confirm asks PayPal for the same one. */
export function reviseRequestId(subscriptionId: string, requestedAt: Date): string {
  return `pf-change-revise-${subscriptionId}-${requestedAt.getTime()}`;
}
