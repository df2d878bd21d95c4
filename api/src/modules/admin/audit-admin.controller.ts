import { Get, Query } from '@nestjs/common';
import { ListAuditEntriesUseCase, type AuditEntry } from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { AdminController } from './admin-controller.decorator';
import { listedPage, type ListedPage } from './admin-page';
import { ListAuditQuery } from './dto/list-audit.query';

const instant = (value: string | undefined): Date | undefined => (value === undefined ? undefined : new Date(value));

/** The audit log, newest first: who did what to which target, when, from where. */
@AdminController('audit')
export class AuditAdminController {
  constructor(private readonly listAuditEntriesUseCase: ListAuditEntriesUseCase) {}

  @Get()
  async list(@Query() query: ListAuditQuery): Promise<ApiResult<ListedPage<'entries', AuditEntry>>> {
    const entries = await this.listAuditEntriesUseCase.execute({ ...query, from: instant(query.from), to: instant(query.to), views: query.views === 'true' });
    return listedPage('entries', entries);
  }
}
