import { Controller, Get, Header, Res } from '@nestjs/common';
import type { Response } from 'express';
import { writeJson, writeText } from '../common/http/write-answer';
import { OpenApiPublication } from './openapi-document';
import { API_DOCS_STYLESHEET, renderOpenApiPage } from './openapi-page';

const NOINDEX = 'noindex';

/**
 * GET /api/openapi.json (the OpenAPI 3 document of the desktop licence API) and
 * GET /api/docs (the same as a readable page), outside the envelope: each writes its own
 * answer (`@Res()`). Neither belongs in a search engine: X-Robots-Tag noindex.
 */
@Controller()
export class ApiDocsController {
  private page: string | null = null;

  constructor(private readonly publication: OpenApiPublication) {}

  @Get('openapi.json')
  @Header('X-Robots-Tag', NOINDEX)
  document(@Res() response: Response): void {
    writeJson(response, this.publication.document());
  }

  @Get('docs')
  @Header('X-Robots-Tag', NOINDEX)
  docs(@Res() response: Response): void {
    this.page ??= renderOpenApiPage(this.publication.document());
    writeText(response, this.page, 'text/html; charset=utf-8');
  }

  @Get('docs/docs.css')
  @Header('X-Robots-Tag', NOINDEX)
  stylesheet(@Res() response: Response): void {
    writeText(response, API_DOCS_STYLESHEET, 'text/css; charset=utf-8');
  }
}
