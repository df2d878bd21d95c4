import { Module } from '@nestjs/common';
import { ApiDocsController } from './api-docs.controller';
import { OpenApiPublication } from './openapi-document';

/** The API's OpenAPI document and its page; createApp hands the publication the app to scan. */
@Module({
  controllers: [ApiDocsController],
  providers: [OpenApiPublication],
})
export class ApiDocsModule {}
