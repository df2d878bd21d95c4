import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ApiExceptionFilter } from './api-exception.filter';
import { CsrfGuard } from './csrf.guard';
import { ApiValidationPipe } from './validation';

/**
 * The API's conventions for every route: CSRF check, validation and the failure envelope.
 * The success envelope is SuccessEnvelopeExpressAdapter's, which createApp runs the app on.
 */
@Module({
  providers: [
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_PIPE, useClass: ApiValidationPipe },
    { provide: APP_FILTER, useClass: ApiExceptionFilter },
  ],
})
export class HttpConventionsModule {}
