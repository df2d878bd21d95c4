import { Controller, Get, Header } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { SkipEnvelope } from '../common/http/success-envelope.interceptor';
import { OpenApiPublication } from './openapi-document';
import { API_DOCS_STYLESHEET, renderOpenApiPage } from './openapi-page';

const NOINDEX = 'noindex';

/**
 * GET /api/openapi.json (the OpenAPI 3 document of the desktop licence API) and
 * GET /api/docs (the same as a readable page), outside the envelope. Neither belongs in a
 * search engine: X-Robots-Tag noindex.
 */
@Controller()
@SkipEnvelope()
export class ApiDocsController {
  private page: string | null = null;

  constructor(private readonly publication: OpenApiPublication) {}

  @Get('openapi.json')
  @Header('X-Robots-Tag', NOINDEX)
  document(): OpenAPIObject {
    return this.publication.document();
  }

  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('X-Robots-Tag', NOINDEX)
  docs(): string {
    this.page ??= renderOpenApiPage(this.publication.document());
    return this.page;
  }

  @Get('docs/docs.css')
  @Header('Content-Type', 'text/css; charset=utf-8')
  @Header('X-Robots-Tag', NOINDEX)
  stylesheet(): string {
    return API_DOCS_STYLESHEET;
  }
}
