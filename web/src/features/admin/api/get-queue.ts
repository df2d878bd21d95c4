import useSWR from 'swr';
import { ADMIN_API_PREFIX, fetchAdmin } from './admin-query';

export interface QueueJobRow {
  id: string;
  name: string;
  state: 'waiting' | 'active' | 'delayed' | 'completed' | 'failed';
  attemptsMade: number;
  finishedAt: string | null;
  error: string | null;
}

/** `GET /api/admin/queue`: with Redis, where the dashboard is; embedded, the in-process jobs. */
export type QueueOverview =
  | { mode: 'redis'; dashboardPath: string }
  | { mode: 'embedded'; counts: { waiting: number; active: number; delayed: number; failed: number }; jobs: QueueJobRow[] };

export const QUEUE_KEY = `${ADMIN_API_PREFIX}queue`;

export function useQueue() {
  return useSWR(QUEUE_KEY, fetchAdmin<QueueOverview>);
}
