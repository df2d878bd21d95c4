import type { BillingProfile } from '@pointforge/domain';
import { useState } from 'react';
import { useBillingProfile } from './api/get-billing-profile';

/** Where the checkout's billing details step stands: what CheckoutBillingDetails shows, and whether Subscribe may go on. */
export interface BillingDetailsStep {
  /** Undefined until read; null when none is saved. */
  profile: BillingProfile | null | undefined;
  loadFailed: boolean;
  retrying: boolean;
  retry: () => void;
  /** The form is open: no details saved and not skipped, or Edit pressed. */
  formOpen: boolean;
  /** A person chose to go on without details. */
  skipped: boolean;
  /** The step is done (details saved, or skipped) and no edit is under way: the buyer may pay. */
  ready: boolean;
  edit: () => void;
  close: () => void;
  skip: () => void;
}

/** Where a skip is remembered for the tab's session, per account: back from PayPal's Cancel or a declined payment, the step stays skipped. */
const skipKey = (userId: string) => `pointforge:billing-details-skipped:${userId}`;

function rememberedSkip(userId: string | null): boolean {
  try {
    return userId !== null && window.sessionStorage.getItem(skipKey(userId)) === 'true';
  } catch {
    return false;
  }
}

function rememberSkip(userId: string | null): void {
  try {
    if (userId !== null) window.sessionStorage.setItem(skipKey(userId), 'true');
  } catch {
    // Storage refused (private mode, quota): the skip lasts as long as the page.
  }
}

/**
 * The billing details step of a checkout, for the signed-in buyer `userId` (null: nobody,
 * nothing is read): the saved details, or the form when none are saved; a person may skip
 * it, a company may not (the form offers Skip only for a person).
 */
export function useBillingDetailsStep(userId: string | null): BillingDetailsStep {
  const { profile, error, retry, retrying } = useBillingProfile(userId !== null);
  const [editing, setEditing] = useState(false);
  const [skippedNow, setSkipped] = useState(false);
  const skipped = skippedNow || rememberedSkip(userId);
  const formOpen = profile === null ? !skipped || editing : editing;
  return {
    profile,
    loadFailed: profile === undefined && error !== undefined,
    retrying,
    retry,
    formOpen,
    skipped: profile === null && skipped,
    ready: profile !== undefined && !formOpen,
    edit: () => setEditing(true),
    close: () => setEditing(false),
    skip: () => {
      rememberSkip(userId);
      setSkipped(true);
      setEditing(false);
    },
  };
}
