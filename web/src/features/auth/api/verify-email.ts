import { useEffect, useState } from 'react';
import type { VerifyEmailResult } from '@pointforge/domain';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import type { Jsonified } from '../../../lib/jsonified';

/** The path the token is appended to. */
export const VERIFY_EMAIL_PATH = '/api/auth/verify-email';

/** The key of one verification: the call's path. */
export function verifyEmailKey(token: string): string {
  return `${VERIFY_EMAIL_PATH}/${encodeURIComponent(token)}`;
}

/** `alreadyVerified`: the link was an old one of an account verified already (docs/security.md). */
export type VerifyEmailResponse = ApiSuccess & Jsonified<VerifyEmailResult>;

export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiRequest('POST', verifyEmailKey(token));
}

export type VerifyEmailOutcome = { ok: true; alreadyVerified: boolean } | { ok: false; error: unknown };

/*
 * The token is single use, and React's StrictMode runs effects twice in development: a
 * second POST would fail and hide the first one's success. So each token is sent once per
 * page load, and every caller shares the one answer.
 */
const outcomes = new Map<string, Promise<VerifyEmailOutcome>>();

/** Verifies the address once per token; later calls get the first call's outcome. Never rejects. */
export function verifyEmailOnce(token: string): Promise<VerifyEmailOutcome> {
  let outcome = outcomes.get(token);
  if (!outcome) {
    outcome = verifyEmail(token).then(
      (response): VerifyEmailOutcome => ({ ok: true, alreadyVerified: response.alreadyVerified === true }),
      (error: unknown): VerifyEmailOutcome => ({ ok: false, error }),
    );
    outcomes.set(token, outcome);
  }
  return outcome;
}

export type VerifyEmailState = { status: 'verifying' } | { status: 'verified' } | { status: 'already-verified' } | { status: 'failed'; error: unknown };

/**
 * Verifies the address behind `token` when the page opens: verifying, then verified,
 * already verified (an old link) or failed. Not SWR: this is a one-shot POST that must never be retried or revalidated.
 */
export function useVerifyEmail(token: string): VerifyEmailState {
  const [settled, setSettled] = useState<{ token: string; outcome: VerifyEmailOutcome } | null>(null);

  useEffect(() => {
    let current = true;
    void verifyEmailOnce(token).then((outcome) => {
      if (current) setSettled({ token, outcome });
    });
    return () => {
      current = false;
    };
  }, [token]);

  if (!settled || settled.token !== token) return { status: 'verifying' };
  const { outcome } = settled;
  if (!outcome.ok) return { status: 'failed', error: outcome.error };
  return { status: outcome.alreadyVerified ? 'already-verified' : 'verified' };
}
