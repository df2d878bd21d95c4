import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { ApiExceptionFilter } from './api-exception.filter';
import { CsrfGuard } from './csrf.guard';
import { SuccessEnvelopeInterceptor } from './success-envelope.interceptor';
import { ApiValidationPipe } from './validation';

/** The API's conventions for every route: CSRF check, validation, success and failure envelopes. */
@Module({
  providers: [
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_PIPE, useClass: ApiValidationPipe },
    { provide: APP_INTERCEPTOR, useClass: SuccessEnvelopeInterceptor },
    { provide: APP_FILTER, useClass: ApiExceptionFilter },
  ],
})
export class HttpConventionsModule {}
