import { useEffect, useState } from 'react';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';

/** The path the token is appended to. */
export const VERIFY_EMAIL_PATH = '/api/auth/verify-email';

/** The key of one verification: the call's path. */
export function verifyEmailKey(token: string): string {
  return `${VERIFY_EMAIL_PATH}/${encodeURIComponent(token)}`;
}

export function verifyEmail(token: string): Promise<ApiSuccess> {
  return apiRequest('POST', verifyEmailKey(token));
}

export type VerifyEmailOutcome = { ok: true } | { ok: false; error: unknown };

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
      (): VerifyEmailOutcome => ({ ok: true }),
      (error: unknown): VerifyEmailOutcome => ({ ok: false, error }),
    );
    outcomes.set(token, outcome);
  }
  return outcome;
}

export type VerifyEmailState = { status: 'verifying' } | { status: 'verified' } | { status: 'failed'; error: unknown };

/**
 * Verifies the address behind `token` when the page opens: verifying, then verified or
 * failed. Not SWR: this is a one-shot POST that must never be retried or revalidated.
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
  return settled.outcome.ok ? { status: 'verified' } : { status: 'failed', error: settled.outcome.error };
}
