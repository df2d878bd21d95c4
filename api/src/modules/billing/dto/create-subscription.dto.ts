import { IsString, MaxLength } from 'class-validator';

/** The plan and billing type are checked against the catalogue by the use case (400 BILLING.INVALID_PLAN). */
export class CreateSubscriptionDto {
  @IsString()
  @MaxLength(32)
  plan!: string;

  @IsString()
  @MaxLength(16)
  billingType!: string;
}
