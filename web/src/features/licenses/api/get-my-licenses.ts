import type { LicenseDevice, OwnedLicense } from '@pointforge/domain';
import useSWR from 'swr';
import { apiRequest, QUERY_FAILED_MESSAGE } from '../../../lib/api-client';
import type { Jsonified } from '../../../lib/jsonified';

/** The SWR key and path of the call. */
export const MY_LICENSES_KEY = '/api/licenses/me';

/** A computer activated on a licence (null: the app did not say), and the person holding it. */
export type LicenseDeviceRow = Jsonified<LicenseDevice> & { userId: string };

/** What a licence shared by several people adds to the owner's list (issue 29). */
interface SharedLicenseFields {
  /** 'member': someone else owns it; the key and the billing stay with them. */
  role: 'owner' | 'member';
  /** Devices each person may use. */
  devicesPerSeat: number;
  /** The owner's: people on it and pending invitations, the owner included. */
  seatsTaken?: number;
  /** A member's: who shares it with them, when the server names them. */
  ownerName?: string;
  /** Null on a member's licence. */
  licenseKey: string | null;
  /** The owner's: every person's devices; a member's: their own. Oldest first. */
  devices: LicenseDeviceRow[];
  /** Absent on a member's licence, whose billing is the owner's. */
  subscriptionId?: string | null;
  paidThrough?: string | null;
}

/** A licence as `GET /api/licenses/me` returns it: the domain's owned licence, and who holds it how. */
export type LicenseRow = Omit<Jsonified<OwnedLicense>, keyof SharedLicenseFields> & SharedLicenseFields;

/**
 * The signed-in user's licences, newest first; rejects with ApiError. A failure is shown as
 * one, with Try Again, never as an empty list (issue 27: an empty list offered plans to a
 * customer who holds a licence).
 */
export async function fetchMyLicenses(path: string = MY_LICENSES_KEY): Promise<readonly LicenseRow[]> {
  const body = await apiRequest<{ licenses?: unknown }>('GET', path, undefined, QUERY_FAILED_MESSAGE);
  return Array.isArray(body.licenses) ? (body.licenses as LicenseRow[]) : [];
}

/** `licenses` is undefined until answered; `error` is set once loading failed; `isValidating` while a (re)load is under way. */
export function useMyLicenses() {
  const { data, error, isLoading, isValidating, mutate } = useSWR(MY_LICENSES_KEY, fetchMyLicenses);
  return { licenses: data, error: error as unknown, isLoading, isValidating, reload: mutate };
}

/** A licence the signed-in user owns (bought or started): its key and billing are theirs. */
export type OwnLicenseRow = LicenseRow & { role: 'owner'; licenseKey: string; subscriptionId: string | null; paidThrough: string | null };

export function isOwnLicense(license: LicenseRow): license is OwnLicenseRow {
  return license.role === 'owner';
}
