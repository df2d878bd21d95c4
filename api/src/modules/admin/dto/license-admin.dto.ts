import { Type } from 'class-transformer';
import { IsDate, IsInt, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { LICENSE_ACTION_REASON_MAX_LENGTH, MAX_EXTENSION_DAYS } from '@pointforge/domain';
import { IsRequiredText } from './required-text';

/** Why an operator changes a licence: required, kept in the audit entry. */
export class LicenseActionDto {
  @IsRequiredText('reason', LICENSE_ACTION_REASON_MAX_LENGTH)
  reason!: string;
}

/** POST /api/admin/licenses/:id/extend: `expiryDate` (ISO 8601) or `days`, exactly one. */
export class ExtendLicenseDto extends LicenseActionDto {
  @ValidateIf((body: ExtendLicenseDto) => body.days === undefined || body.expiryDate !== undefined)
  @Type(() => Date)
  @IsDate({ message: 'Give either expiryDate (an ISO 8601 date) or days, not both.' })
  expiryDate?: Date;

  @ValidateIf((body: ExtendLicenseDto) => body.expiryDate === undefined || body.days !== undefined)
  @IsInt({ message: `Give either days (a whole number from 1 to ${MAX_EXTENSION_DAYS}) or expiryDate, not both.` })
  @Min(1, { message: `days must be from 1 to ${MAX_EXTENSION_DAYS}.` })
  @Max(MAX_EXTENSION_DAYS, { message: `days must be from 1 to ${MAX_EXTENSION_DAYS}.` })
  days?: number;
}

export class AdminIdParams {
  @IsString()
  @MaxLength(36)
  id!: string;
}

export class AdminLicenseMemberParams extends AdminIdParams {
  @IsString()
  @MaxLength(36)
  memberId!: string;
}
