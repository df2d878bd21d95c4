import { Get, Inject } from '@nestjs/common';
import { GetConsoleOverviewUseCase, type ConsoleOverviewReply } from '@pointforge/domain';
import { withTimeout, type JobCountsSource } from '@pointforge/infra';
import type { ApiResult } from '../../common/http/success-envelope';
import { DELIVERY_QUEUE } from '../../adapter-modules/queue/delivery-queue.token';
import { AdminController } from './admin-controller.decorator';

/** How long the landing page waits for the queue's count (Redis out of reach must not hold it up). */
const QUEUE_COUNT_TIMEOUT_MS = 1_000;

/** The console's landing tab: counts now, done by the database; and the failed jobs the delivery queue holds. */
@AdminController('overview')
export class OverviewAdminController {
  constructor(
    private readonly getConsoleOverviewUseCase: GetConsoleOverviewUseCase,
    @Inject(DELIVERY_QUEUE) private readonly deliveryQueue: JobCountsSource,
  ) {}

  @Get()
  async overview(): Promise<ApiResult<ConsoleOverviewReply>> {
    const [counts, failedJobs] = await Promise.all([
      this.getConsoleOverviewUseCase.execute(),
      withTimeout(this.deliveryQueue.jobCounts(), QUEUE_COUNT_TIMEOUT_MS, 'Counting the failed jobs').then(
        (jobs) => jobs.failed,
        () => null,
      ),
    ]);
    return { ...counts, failedJobs };
  }
}
