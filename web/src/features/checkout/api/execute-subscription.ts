import { useEffect, useState } from 'react';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { paymentSuccessCopy } from '../../../content/billing';
import { executeUntilLicensed } from './execute-until-licensed';
import { firstLicenseKey } from './first-license-key';
import { isPaymentDeclined } from './payment-declined';
import type { PublicLicense, PublicSubscription } from '@pointforge/domain';
import type { Jsonified } from '../../../lib/jsonified';

/** The path of the call. */
export const EXECUTE_SUBSCRIPTION_PATH = '/api/subscriptions/execute';

/** The return URL's four parameters (SITE-SPEC section 5: all four are needed). */
export interface ExecuteSubscriptionInput {
  /** PayPal's subscription id (`subscription_id`). */
  subscriptionId: string;
  token: string;
  plan: string;
  billingType: string;
}

type IssuedLicense = Pick<Jsonified<PublicLicense>, 'id' | 'licenseKey'>;

/** The domain's ExecutedSubscription, as much of it as the page reads. */
export interface ExecuteSubscriptionReply extends ApiSuccess {
  /** `continuesLicenseId` set: a resumed subscription, on the licence (same key) it took over; first charged at `nextBillingDate`. */
  subscription: Pick<Jsonified<PublicSubscription>, 'id'> & Partial<Pick<Jsonified<PublicSubscription>, 'continuesLicenseId' | 'nextBillingDate'>>;
  /** Null while PayPal has not reported the payment yet: the key follows by email. */
  license?: IssuedLicense | null;
  /** The caller's licences, newest first. */
  licenses?: IssuedLicense[];
}

export function executeSubscription(input: ExecuteSubscriptionInput): Promise<ExecuteSubscriptionReply> {
  return apiRequest<ExecuteSubscriptionReply>('POST', EXECUTE_SUBSCRIPTION_PATH, input, paymentSuccessCopy.executeFallback);
}

/** Asks afresh whether the subscription PayPal calls `paypalSubscriptionId` is active. */
export type CheckSubscriptionActive = (paypalSubscriptionId: string) => Promise<boolean>;

export type PaymentConfirmation =
  | { status: 'confirmed'; licenseKey: string | null }
  /** A cancelled subscription resumed on its licence: the same key keeps working; nothing is charged before `nextChargeDate`. */
  | { status: 'resumed'; nextChargeDate: string | null }
  /** The confirmation failed but this very subscription is active (activated meanwhile): shown as a success. */
  | { status: 'activated' }
  /** PayPal could not take the first payment: nothing was charged; `message` says what happened. */
  | { status: 'declined'; message: string }
  | { status: 'failed'; error: unknown };

/*
 * The return from PayPal is confirmed once per subscription: React's StrictMode runs effects
 * twice in development, and a page re-mounted by a navigation must not send it again. Every
 * caller for the same subscription shares the one outcome.
 */
const confirmations = new Map<string, Promise<PaymentConfirmation>>();

/**
 * Confirms the payment (asking again for a few seconds while PayPal has approved but not yet
 * charged, so the page stays on "Processing"), and on failure asks `checkSubscriptionActive` whether this
 * subscription is active anyway (confirmed by a webhook or an earlier visit, say). Any other
 * active licence, a trial for one, is no proof that this payment went through. A declined
 * payment is an answer, not a fault: neither logged nor re-checked. Never rejects.
 */
export function confirmPaymentOnce(input: ExecuteSubscriptionInput, checkSubscriptionActive: CheckSubscriptionActive): Promise<PaymentConfirmation> {
  let confirmation = confirmations.get(input.subscriptionId);
  if (!confirmation) {
    const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
    confirmation = executeUntilLicensed(() => executeSubscription(input), wait).then(
      (reply): PaymentConfirmation =>
        reply.subscription.continuesLicenseId
          ? { status: 'resumed', nextChargeDate: reply.subscription.nextBillingDate ?? null }
          : { status: 'confirmed', licenseKey: firstLicenseKey(reply) },
      async (error: unknown): Promise<PaymentConfirmation> => {
        if (isPaymentDeclined(error)) return { status: 'declined', message: error.message };
        console.error(paymentSuccessCopy.failureLog, error);
        try {
          return (await checkSubscriptionActive(input.subscriptionId)) ? { status: 'activated' } : { status: 'failed', error };
        } catch {
          return { status: 'failed', error };
        }
      },
    );
    confirmations.set(input.subscriptionId, confirmation);
  }
  return confirmation;
}

export type PaymentConfirmationState = { status: 'processing' } | PaymentConfirmation;

/**
 * Confirms the payment when the page opens: processing, then confirmed, activated or failed.
 * Not SWR: a one-shot POST that must never be retried or revalidated.
 */
export function useConfirmPayment(input: ExecuteSubscriptionInput, checkSubscriptionActive: CheckSubscriptionActive): PaymentConfirmationState {
  const [settled, setSettled] = useState<{ id: string; outcome: PaymentConfirmation } | null>(null);
  const { subscriptionId, token, plan, billingType } = input;

  useEffect(() => {
    let current = true;
    void confirmPaymentOnce({ subscriptionId, token, plan, billingType }, checkSubscriptionActive).then((outcome) => {
      if (current) setSettled({ id: subscriptionId, outcome });
    });
    return () => {
      current = false;
    };
  }, [subscriptionId, token, plan, billingType, checkSubscriptionActive]);

  if (!settled || settled.id !== subscriptionId) return { status: 'processing' };
  return settled.outcome;
}
