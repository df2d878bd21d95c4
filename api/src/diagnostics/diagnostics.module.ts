import { Module } from '@nestjs/common';
import { TestMailController } from './test-mail.controller';

/**
 * Routes for end-to-end tests of the running processes. AppModule imports this only when
 * ENABLE_TEST_ROUTES=true, which the configuration refuses unless NODE_ENV=test.
 */
@Module({ controllers: [TestMailController] })
export class DiagnosticsModule {}
