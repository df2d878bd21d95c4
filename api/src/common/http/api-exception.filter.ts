import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError } from '@pointforge/domain';
import { toApiFailure } from './api-failure';
import { writeJson } from './write-answer';

/**
 * The only exception filter: every failure leaves as `{ success: false, message, code,
 * errors? }` with the status from the table in error-status.table.ts. Unexpected errors are
 * logged with their stack and answered with a generic 500; no stack or SQL reaches the body.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const failure = toApiFailure(exception);
    if (failure.unexpected) {
      this.logger.error(exception instanceof Error ? exception : new Error(String(exception)));
    } else if (failure.status >= 500) {
      // Expected outages (a provider, the database): one line, no stack.
      const reason = exception instanceof DomainError ? exception.code : failure.body.code;
      this.logger.warn(`${reason}: ${exception instanceof Error ? exception.message : String(exception)}`);
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    if (failure.retryAfterSeconds !== undefined) {
      response.setHeader('Retry-After', String(failure.retryAfterSeconds));
    }
    writeJson(response, failure.body, failure.status);
  }
}
