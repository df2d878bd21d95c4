import { IsOptional, IsString, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH } from '@pointforge/domain';
import { IsPageNumber } from './page-query';

/** GET /api/admin/audit?actor=&target=&page= */
export class ListAuditQuery {
  /** The actor's user id or email. */
  @IsOptional()
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  actor?: string;

  /** The target's id. */
  @IsOptional()
  @IsString()
  @MaxLength(255)
  target?: string;

  @IsPageNumber()
  page?: number;
}
