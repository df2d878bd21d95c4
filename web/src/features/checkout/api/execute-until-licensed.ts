import type { ExecuteSubscriptionReply } from './execute-subscription';
import { isPaymentDeclined } from './payment-declined';

/** How often /success asks again while PayPal has approved but not yet reported the payment. */
export const PAYMENT_RECHECKS = 2;
export const PAYMENT_RECHECK_DELAY_MS = 2_500;

/**
 * Confirms, and while the answer says the payment has not arrived yet (`license: null`:
 * PayPal approves before it charges) asks again a few times, so a payment taken seconds
 * later still shows its key on the page. After that, or when a re-check fails (the hourly
 * confirmation limit, say), the last answer stands and the page says the key is on its way;
 * but a re-check that finds the payment declined is the outcome, and rejects.
 */
export async function executeUntilLicensed(
  execute: () => Promise<ExecuteSubscriptionReply>,
  wait: (ms: number) => Promise<void>,
): Promise<ExecuteSubscriptionReply> {
  let reply = await execute();
  for (let recheck = 0; recheck < PAYMENT_RECHECKS && reply.license === null; recheck += 1) {
    await wait(PAYMENT_RECHECK_DELAY_MS);
    try {
      reply = await execute();
    } catch (error) {
      if (isPaymentDeclined(error)) throw error;
      return reply;
    }
  }
  return reply;
}
