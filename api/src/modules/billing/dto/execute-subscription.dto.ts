import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

/**
 * The return URL's parameters. Only `subscriptionId` (PayPal's) is used; the plan and
 * billing type are never trusted, the stored ones are compared with PayPal's.
 */
export class ExecuteSubscriptionDto {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  subscriptionId!: string;

  @IsOptional()
  @IsString()
  @MaxLength(128)
  token?: string;

  @IsOptional()
  @IsString()
  @MaxLength(32)
  plan?: string;

  @IsOptional()
  @IsString()
  @MaxLength(16)
  billingType?: string;
}
