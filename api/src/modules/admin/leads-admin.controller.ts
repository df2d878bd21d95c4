import { Body, Get, Param, Patch, Query } from '@nestjs/common';
import { AddLeadNoteUseCase, LEAD_TYPE_NAMES, ListLeadsUseCase, MoveLeadStatusUseCase, type AuditActor, type AuditEntry, type Lead } from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { AdminActor } from './admin-actor.decorator';
import { AdminController } from './admin-controller.decorator';
import { listedPage, type ListedPage } from './admin-page';
import { AdminAction, AuditedByUseCase } from './admin-route';
import { AddLeadNoteDto, LeadParams, ListLeadsQuery, MoveLeadDto } from './dto/lead-admin.dto';

/** The console's leads: demo requests and contact messages, and their pipelines. */
@AdminController('leads')
export class LeadsAdminController {
  constructor(
    private readonly listLeadsUseCase: ListLeadsUseCase,
    private readonly moveLeadStatusUseCase: MoveLeadStatusUseCase,
    private readonly addLeadNoteUseCase: AddLeadNoteUseCase,
  ) {}

  @Get()
  async list(@Query() query: ListLeadsQuery): Promise<ApiResult<ListedPage<'leads', Lead>>> {
    return listedPage('leads', await this.listLeadsUseCase.execute(query));
  }

  @Patch(':type/:id')
  @AuditedByUseCase()
  async move(@Param() params: LeadParams, @Body() body: MoveLeadDto, @AdminActor() actor: AuditActor): Promise<ApiResult<{ lead: Lead }>> {
    const lead = await this.moveLeadStatusUseCase.execute({ ...params, ...body, actor });
    const label = LEAD_TYPE_NAMES[params.type].label;
    return { message: `The ${label} is now ${lead.status}.`, lead };
  }

  /** A note on the lead without moving it, written to its history (the audit log). */
  @AdminAction(':type/:id/notes')
  async addNote(@Param() params: LeadParams, @Body() body: AddLeadNoteDto, @AdminActor() actor: AuditActor): Promise<ApiResult<{ entry: AuditEntry }>> {
    const entry = await this.addLeadNoteUseCase.execute({ ...params, note: body.note, actor });
    return { message: 'Note added to the history.', entry };
  }
}
