import type { SubscriptionSyncResult } from '@pointforge/domain';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import type { Jsonified } from '../../../lib/jsonified';
import { ADMIN_API_PREFIX, useAdminChange } from './admin-query';

/** POST /api/admin/subscriptions/:id/sync */
export function syncSubscription({ subscriptionId }: { subscriptionId: string }): Promise<ApiSuccess & Jsonified<SubscriptionSyncResult>> {
  return apiRequest('POST', `${ADMIN_API_PREFIX}subscriptions/${encodeURIComponent(subscriptionId)}/sync`);
}

/** syncSubscription, then every admin listing on screen refreshed (the audit log among them); throws ApiError. */
export function useSyncSubscription() {
  return useAdminChange(syncSubscription);
}
