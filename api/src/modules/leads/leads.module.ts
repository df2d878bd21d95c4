import { Module } from '@nestjs/common';
import { LeadsController } from './leads.controller';
import { leadUseCaseProviders } from './lead-use-cases.providers';

/**
 * Demo requests and contact messages (/api/demos/request, /api/contact). The ports come
 * from the global adapter modules; the emails go out through the job queue.
 */
@Module({
  controllers: [LeadsController],
  providers: leadUseCaseProviders,
})
export class LeadsModule {}
