import type { LicensePlan, MachinePlatform } from '@pointforge/domain';
import useSWR from 'swr';
import { apiRequest, QUERY_FAILED_MESSAGE } from '../../../lib/api-client';

/** The SWR key and path of the call. */
export const MY_LICENSES_KEY = '/api/licenses/me';

/** A computer holding one of a licence's seats, dates as JSON strings (null: the app did not say). */
export interface LicenseDeviceRow {
  id: string;
  name: string | null;
  platform: MachinePlatform | null;
  appVersion: string | null;
  activatedAt: string;
  lastSeenAt: string;
}

/** A licence as `GET /api/licenses/me` returns it: the domain's owned licence, dates as JSON strings. */
export interface LicenseRow {
  id: string;
  licenseKey: string;
  /** Read as a trial when missing (SITE-SPEC section 3). */
  plan?: LicensePlan | null;
  isActive: boolean;
  /** When access ends (a subscription's runs on for the grace period while a renewal is collected). */
  expiryDate: string;
  /** The end of the period paid for, the date the customer is shown; null for a trial. */
  paidThrough: string | null;
  subscriptionId: string | null;
  createdAt: string;
  seats: number;
  seatsUsed: number;
  /** Oldest activation first. */
  devices: LicenseDeviceRow[];
}

const NO_LICENSES: readonly LicenseRow[] = Object.freeze([]);

/**
 * The signed-in user's licences, newest first. A failure reads as an empty list (SITE-SPEC
 * section 7) and is logged; the trial offer then double-checks with the server.
 */
export async function fetchMyLicenses(path: string = MY_LICENSES_KEY): Promise<readonly LicenseRow[]> {
  try {
    const body = await apiRequest<{ licenses?: unknown }>('GET', path, undefined, QUERY_FAILED_MESSAGE);
    return Array.isArray(body.licenses) ? (body.licenses as LicenseRow[]) : NO_LICENSES;
  } catch (error) {
    console.error('Loading the licenses failed', error);
    return NO_LICENSES;
  }
}

/** `licenses` is undefined only until the first answer. */
export function useMyLicenses() {
  const { data, isLoading } = useSWR(MY_LICENSES_KEY, fetchMyLicenses);
  return { licenses: data, isLoading };
}
