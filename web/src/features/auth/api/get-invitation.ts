import type { InvitationPreview } from '@pointforge/domain';
import useSWR from 'swr';
import { apiRequest, QUERY_FAILED_MESSAGE } from '../../../lib/api-client';
import type { Jsonified } from '../../../lib/jsonified';

/** An invitation to a licence as its link's page shows it (`GET /api/invitations/:token`, public): the domain's preview. */
export type InvitationView = Jsonified<InvitationPreview>;

/** The SWR key and path of an invitation. */
export const invitationKey = (token: string): string => `/api/invitations/${encodeURIComponent(token)}`;

/** Rejects with ApiError: 404 LICENSING.INVITATION_INVALID once it expired or was used. */
export async function fetchInvitation(path: string): Promise<InvitationView> {
  const body = await apiRequest<{ invitation: InvitationView }>('GET', path, undefined, QUERY_FAILED_MESSAGE);
  return body.invitation;
}

/** `invitation` is undefined until answered; `error` is set when it failed. A refused link is not asked for again. */
export function useInvitation(token: string) {
  const { data, error, isValidating, mutate } = useSWR(invitationKey(token), fetchInvitation, { shouldRetryOnError: false, revalidateOnFocus: false });
  return { invitation: data, error: error as unknown, isValidating, reload: mutate };
}
