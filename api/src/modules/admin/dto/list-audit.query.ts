import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH } from '@pointforge/domain';
import { IsPageNumber } from './page-query';

/** GET /api/admin/audit?actor=&target=&views=&page= */
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

  /** `true` lists the console's reads (`admin.view`) too; by default only changes. */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'views must be true or false.' })
  views?: 'true' | 'false';

  @IsPageNumber()
  page?: number;
}
