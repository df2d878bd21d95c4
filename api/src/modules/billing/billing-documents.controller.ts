import { Controller, Get, Header, Param, StreamableFile, UseGuards } from '@nestjs/common';
import { ListBillingHistoryUseCase, RenderBillingDocumentUseCase, type AuthenticatedSession, type BillingHistoryItem } from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { CurrentSession } from '../accounts/session/current-session.decorator';
import { SessionAuthGuard } from '../accounts/session/session-auth.guard';
import { documentPdfFile, PRIVATE_NO_STORE } from './document-file';

/** /api/billing/documents: the caller's payments, refunds and reversals with their invoices and credit notes. */
@Controller('billing/documents')
@UseGuards(SessionAuthGuard)
export class BillingDocumentsController {
  constructor(
    private readonly listBillingHistoryUseCase: ListBillingHistoryUseCase,
    private readonly renderBillingDocumentUseCase: RenderBillingDocumentUseCase,
  ) {}

  /** Newest first; a row's `document` is null until it is issued. */
  @Get()
  async list(@CurrentSession() { user }: AuthenticatedSession): Promise<ApiResult<{ history: BillingHistoryItem[] }>> {
    return { history: await this.listBillingHistoryUseCase.execute({ userId: user.id }) };
  }

  /** The caller's own document only: another's, like an unknown id, is 404 BILLING.DOCUMENT_NOT_FOUND. */
  @Get(':id/pdf')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  async pdf(@CurrentSession() { user }: AuthenticatedSession, @Param('id') id: string): Promise<StreamableFile> {
    return documentPdfFile(await this.renderBillingDocumentUseCase.execute({ documentId: id, ownerId: user.id }));
  }
}
