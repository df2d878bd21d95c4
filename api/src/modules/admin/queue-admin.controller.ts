import { Get, Optional } from '@nestjs/common';
import { InProcessJobQueue, type JobCounts, type RecentJob } from '@pointforge/infra';
import type { ApiResult } from '../../common/http/success-envelope';
import { AdminController } from './admin-controller.decorator';
import { QUEUE_DASHBOARD_PATH } from './queue-dashboard';

export type QueueOverview = { mode: 'redis'; dashboardPath: string } | { mode: 'embedded'; counts: JobCounts; jobs: RecentJob[] };

/**
 * The console's Queues tab. With Redis the jobs live there and the bull-board dashboard at
 * /admin/queues shows them; the embedded default's queue lives in this process, so its jobs
 * are listed here instead.
 */
@AdminController('queue')
export class QueueAdminController {
  constructor(@Optional() private readonly inProcessQueue?: InProcessJobQueue) {}

  @Get()
  async overview(): Promise<ApiResult<QueueOverview>> {
    if (!this.inProcessQueue) return { mode: 'redis', dashboardPath: QUEUE_DASHBOARD_PATH };
    return { mode: 'embedded', counts: await this.inProcessQueue.jobCounts(), jobs: this.inProcessQueue.recentJobs() };
  }
}
