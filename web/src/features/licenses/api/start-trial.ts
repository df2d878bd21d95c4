import { getPlan, LICENSING_MESSAGES, type PublicLicense } from '@pointforge/domain';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ApiError, apiRequest, errorMessage, type ApiSuccess } from '../../../lib/api-client';
import type { Jsonified } from '../../../lib/jsonified';
import { fetchLicenseCheck, LICENSE_CHECK_KEY, type LicenseCheck } from './check-license';
import { MY_LICENSES_KEY, type LicenseRow } from './get-my-licenses';

/** The SWR key and path of the call. */
export const START_TRIAL_KEY = '/api/licenses/trial';

/** The public licence: no devices yet. */
export type StartTrialReply = ApiSuccess & Jsonified<{ license: PublicLicense }>;

/**
 * Why a trial did not start, as the toasts of SITE-SPEC section 8 tell them apart:
 * the licence status could not be read ('Network Error'), the user holds or held a licence
 * ('Trial Not Available', with the server's message), or anything else.
 */
export type StartTrialFailure = 'status-unavailable' | 'not-available' | 'failed';

export class StartTrialError extends Error {
  override readonly name = 'StartTrialError';

  constructor(
    readonly reason: StartTrialFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Issues the free trial licence; the server refuses (409) anyone who holds or held a licence. */
export function startTrial(): Promise<StartTrialReply> {
  return apiRequest<StartTrialReply>('POST', START_TRIAL_KEY);
}

/**
 * `trigger()` starts the trial: it reads the licence status afresh first (the list reads
 * as empty when it failed to load, so an offer on screen proves nothing), then asks for the
 * trial, then puts the new licence at the top of the list and refreshes the list and the
 * status. Rejects with StartTrialError. Not retried: the server issues one trial at most.
 */
export function useStartTrial() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    START_TRIAL_KEY,
    async () => {
      let check: LicenseCheck;
      try {
        check = await fetchLicenseCheck();
      } catch (error) {
        throw new StartTrialError('status-unavailable', errorMessage(error), { cause: error });
      }
      if (check.hasActiveLicense) {
        // The list on screen was stale or failed to load: show what the user holds.
        void mutate(MY_LICENSES_KEY);
        throw new StartTrialError('not-available', LICENSING_MESSAGES.trialNotAvailable);
      }

      let reply: StartTrialReply;
      try {
        reply = await startTrial();
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          void mutate(MY_LICENSES_KEY);
          throw new StartTrialError('not-available', error.message, { cause: error });
        }
        throw new StartTrialError('failed', errorMessage(error), { cause: error });
      }

      await Promise.all([
        mutate(MY_LICENSES_KEY, (current?: readonly LicenseRow[]) => [
          // The new trial: its owner is its only seat holder, with no device yet.
          { ...reply.license, role: 'owner' as const, devicesPerSeat: getPlan(reply.license.plan).devicesPerSeat, seatsTaken: 1, seatsUsed: 0, devices: [] },
          ...(current ?? []).filter((license) => license.id !== reply.license.id),
        ]),
        mutate(LICENSE_CHECK_KEY),
      ]);
      return reply;
    },
    { revalidate: false },
  );
}
