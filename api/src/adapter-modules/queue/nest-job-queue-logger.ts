import { Logger } from '@nestjs/common';
import type { JobQueueLogger } from '@pointforge/infra';

/** Failed-attempt lines from the queue adapters, through the app's pino logger. */
export class NestJobQueueLogger implements JobQueueLogger {
  private readonly logger = new Logger('Jobs');

  warn(message: string): void {
    this.logger.warn(message);
  }

  error(message: string): void {
    this.logger.error(message);
  }
}
