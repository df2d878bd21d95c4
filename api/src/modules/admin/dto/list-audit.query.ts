import { IsIn, IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { AUDIT_ACTIONS, EMAIL_MAX_LENGTH, type AuditAction } from '@pointforge/domain';
import { IsPageCursor } from './page-query';

/**
 * The ISO 8601 forms the server reads the same on every database: a calendar date, or a date
 * and time with its offset. Week dates, ordinal dates, the basic format and local times pass
 * IsISO8601 but not Date, so they are refused here rather than read as nothing.
 */
const CALENDAR_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

const INSTANT_MESSAGE = (name: string) => `${name} must be a date or an instant (ISO 8601), such as 2026-11-28 or 2026-11-28T00:00:00Z.`;

/** GET /api/admin/audit?actor=&target=&action=&from=&to=&views=&page= */
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

  /** One action; naming `admin.view` lists the reads alone. */
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: 'action must be one of the audit log’s actions.' })
  action?: AuditAction;

  /** Entries written at or after this instant (a bare date is its midnight UTC). */
  @IsOptional()
  @IsISO8601({ strict: true, strictSeparator: true }, { message: INSTANT_MESSAGE('from') })
  @Matches(CALENDAR_INSTANT, { message: INSTANT_MESSAGE('from') })
  from?: string;

  /** Entries written before this instant. */
  @IsOptional()
  @IsISO8601({ strict: true, strictSeparator: true }, { message: INSTANT_MESSAGE('to') })
  @Matches(CALENDAR_INSTANT, { message: INSTANT_MESSAGE('to') })
  to?: string;

  /** `true` lists the console's reads (`admin.view`) too; by default only changes. */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'views must be true or false.' })
  views?: 'true' | 'false';

  @IsPageCursor()
  cursor?: string;
}
