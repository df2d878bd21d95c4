import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { JobQueuePort } from '@pointforge/domain';
import type { ApiResult } from '../common/http/success-envelope';
import { TestMailDto } from './test-mail.dto';

/**
 * `POST /api/__test/mail`: enqueues one send-mail job, so the two-process test can prove the
 * API only enqueues and the worker delivers. Exists only under DiagnosticsModule.
 */
@Controller('__test/mail')
export class TestMailController {
  constructor(private readonly jobs: JobQueuePort) {}

  @Post()
  @HttpCode(202)
  async enqueue(@Body() body: TestMailDto): Promise<ApiResult<{ idempotencyKey: string }>> {
    const idempotencyKey = `test-mail:${randomUUID()}`;
    await this.jobs.enqueue(
      'send-mail',
      {
        idempotencyKey,
        message: {
          to: body.to,
          template: 'contact-message',
          data: { name: 'Diagnostics', email: body.to, subject: body.subject, message: 'Sent by a test route.' },
        },
      },
      { jobId: idempotencyKey },
    );
    return { message: 'Mail job enqueued', idempotencyKey };
  }
}
