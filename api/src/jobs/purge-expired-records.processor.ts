import { Injectable, Logger } from '@nestjs/common';
import { PurgeExpiredRecordsUseCase } from '@pointforge/domain';

/** The purge-expired-records job (scheduled daily by JobSchedules): one use case, whose counts are logged for the operator. */
@Injectable()
export class PurgeExpiredRecordsProcessor {
  private readonly logger = new Logger('Retention');

  constructor(private readonly purge: PurgeExpiredRecordsUseCase) {}

  async handle(): Promise<void> {
    const report = await this.purge.execute();
    const counts = Object.entries(report).map(([record, deleted]) => `${record} ${deleted}`);
    this.logger.log(`Purged the records past their retention window: ${counts.join(', ')}`);
  }
}
