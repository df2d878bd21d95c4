import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CUSTOMER_STAGES, LICENSE_PLANS, SUBSCRIPTION_STATUSES, type CustomerStage, type LicensePlan, type SubscriptionStatus } from '@pointforge/domain';
import { IsPageCursor, IsSearchText } from './page-query';

/** `true` or `false` in a query string, as a boolean; anything else stays as sent and is refused. */
function IsYesNo(name: string): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value)),
    IsBoolean({ message: `${name} must be true or false.` }),
  );
}

/** GET /api/admin/customers?q=&plan=&status=&stage=&verified=&twoFactor=&page= */
export class SearchCustomersQuery {
  /** Part of the email, first or last name, or company. */
  @IsSearchText()
  q?: string;

  /** Holds a licence on this plan. */
  @IsOptional()
  @IsIn(LICENSE_PLANS, { message: `plan must be one of ${LICENSE_PLANS.join(', ')}.` })
  plan?: LicensePlan;

  /** Has a subscription in this status. */
  @IsOptional()
  @IsIn(SUBSCRIPTION_STATUSES, { message: `status must be one of ${SUBSCRIPTION_STATUSES.join(', ')}.` })
  status?: SubscriptionStatus;

  /** In a running trial, or paying (an active subscription). */
  @IsOptional()
  @IsIn(CUSTOMER_STAGES, { message: `stage must be ${CUSTOMER_STAGES.join(' or ')}.` })
  stage?: CustomerStage;

  @IsYesNo('verified')
  verified?: boolean;

  /** Two-factor sign-in turned on. */
  @IsYesNo('twoFactor')
  twoFactor?: boolean;

  @IsPageCursor()
  cursor?: string;
}
/** Ids in admin paths: UUIDs, never longer. */
export class CustomerParams {
  @IsString()
  @MaxLength(36)
  id!: string;
}

export class CustomerDeviceParams extends CustomerParams {
  @IsString()
  @MaxLength(36)
  licenseId!: string;

  @IsString()
  @MaxLength(36)
  deviceId!: string;
}
