import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { EMAIL_MAX_LENGTH, MAX_PAGE } from '@pointforge/domain';

const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_PAGE}.`;

/** `page=` of a listing: optional, a whole number from 1. */
export function IsPageNumber(): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    Type(() => Number),
    IsInt({ message: PAGE_MESSAGE }),
    Min(1, { message: PAGE_MESSAGE }),
    Max(MAX_PAGE, { message: PAGE_MESSAGE }),
  );
}

/** `q=` of a listing: optional text searched for, as long as an email address at most. */
export function IsSearchText(): PropertyDecorator {
  return applyDecorators(IsOptional(), IsString(), MaxLength(EMAIL_MAX_LENGTH));
}
