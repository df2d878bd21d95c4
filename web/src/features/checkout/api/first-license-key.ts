import type { ExecuteSubscriptionReply } from './execute-subscription';

/**
 * The key to show: the licence this subscription issued, else the newest the caller holds.
 * None while the payment is still on its way (`license: null`): another licence, a trial
 * say, is not what was bought, so the page says the key is being generated.
 */
export function firstLicenseKey(reply: Pick<ExecuteSubscriptionReply, 'license' | 'licenses'>): string | null {
  if (reply.license === null) return null;
  return reply.license?.licenseKey ?? reply.licenses?.[0]?.licenseKey ?? null;
}
