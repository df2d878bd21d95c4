import { applyDecorators } from '@nestjs/common';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH } from '@pointforge/domain';

/**
 * `cursor=` of a listing: optional text; whether it is a page's nextCursor, the use case's
 * pageRequest decides (400 VALIDATION.FAILED, field `cursor`).
 */
export function IsPageCursor(): PropertyDecorator {
  return applyDecorators(IsOptional(), IsString(), MaxLength(400));
}

/** `q=` of a listing: optional text searched for, as long as an email address at most. */
export function IsSearchText(): PropertyDecorator {
  return applyDecorators(IsOptional(), IsString(), MaxLength(EMAIL_MAX_LENGTH));
}
