import { Get, Header, Param, Query, StreamableFile } from '@nestjs/common';
import {
  DAY_MS,
  ExportBillingDocumentsUseCase,
  RenderBillingDocumentUseCase,
  SearchBillingDocumentsUseCase,
  type ConsoleDocumentRow,
} from '@pointforge/domain';
import { attachmentContentDisposition } from '@pointforge/infra';
import type { ApiResult } from '../../common/http/success-envelope';
import { documentPdfFile, PRIVATE_NO_STORE } from '../billing/document-file';
import { AdminController } from './admin-controller.decorator';
import { listedPage, type ListedPage } from './admin-page';
import { ExportDocumentsQuery, ListDocumentsQuery } from './dto/documents-admin.query';

/** Midnight UTC of a YYYY-MM-DD day. */
const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
/** Midnight UTC after a YYYY-MM-DD day: a range's `to` day is included. */
const dayEnd = (day: string): Date => new Date(dayStart(day).getTime() + DAY_MS);

/** Invoices and credit notes for the operators and the accountant: search, the CSV of a date range, any document's PDF. */
@AdminController('documents')
export class DocumentsAdminController {
  constructor(
    private readonly searchBillingDocumentsUseCase: SearchBillingDocumentsUseCase,
    private readonly exportBillingDocumentsUseCase: ExportBillingDocumentsUseCase,
    private readonly renderBillingDocumentUseCase: RenderBillingDocumentUseCase,
  ) {}

  @Get()
  async list(@Query() query: ListDocumentsQuery): Promise<ApiResult<ListedPage<'documents', ConsoleDocumentRow>>> {
    const documents = await this.searchBillingDocumentsUseCase.execute({
      q: query.q,
      from: query.from === undefined ? undefined : dayStart(query.from),
      to: query.to === undefined ? undefined : dayEnd(query.to),
      cursor: query.cursor,
    });
    return listedPage('documents', documents);
  }

  /** Documents issued from `from` to `to`, both days included (UTC), oldest first. */
  @Get('export.csv')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  async export(@Query() query: ExportDocumentsQuery): Promise<StreamableFile> {
    const csv = await this.exportBillingDocumentsUseCase.execute({ from: dayStart(query.from), to: dayEnd(query.to) });
    return new StreamableFile(Buffer.from(csv, 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: attachmentContentDisposition(`documents-${query.from}-to-${query.to}.csv`),
    });
  }

  @Get(':id/pdf')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  async pdf(@Param('id') id: string): Promise<StreamableFile> {
    return documentPdfFile(await this.renderBillingDocumentUseCase.execute({ documentId: id }));
  }
}
