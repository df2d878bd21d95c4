import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LEAD_NOTE_MAX_LENGTH, LEAD_STATUSES, LEAD_TYPES, type LeadStatus, type LeadType } from '@pointforge/domain';
import { IsPageCursor, IsSearchText } from './page-query';
import { IsRequiredText } from './required-text';

const TYPE_MESSAGE = `type must be ${LEAD_TYPES.join(' or ')}.`;
const STATUS_MESSAGE = `status must be one of ${LEAD_STATUSES.join(', ')}.`;

/** GET /api/admin/leads?type=&status=&q=&page= */
export class ListLeadsQuery {
  @IsIn(LEAD_TYPES, { message: TYPE_MESSAGE })
  type!: LeadType;

  @IsOptional()
  @IsIn(LEAD_STATUSES, { message: STATUS_MESSAGE })
  status?: LeadStatus;

  @IsSearchText()
  q?: string;

  @IsPageCursor()
  cursor?: string;
}

/** PATCH /api/admin/leads/:type/:id */
export class LeadParams {
  @IsIn(LEAD_TYPES, { message: TYPE_MESSAGE })
  type!: LeadType;

  @IsString()
  @MaxLength(36)
  id!: string;
}

export class MoveLeadDto {
  @IsIn(LEAD_STATUSES, { message: STATUS_MESSAGE })
  status!: LeadStatus;

  @IsOptional()
  @IsString()
  @MaxLength(LEAD_NOTE_MAX_LENGTH, { message: `note must be at most ${LEAD_NOTE_MAX_LENGTH} characters.` })
  note?: string;
}

/** POST /api/admin/leads/:type/:id/notes */
export class AddLeadNoteDto {
  @IsRequiredText('note', LEAD_NOTE_MAX_LENGTH)
  note!: string;
}
