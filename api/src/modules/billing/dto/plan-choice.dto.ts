import { IsString, MaxLength } from 'class-validator';

/** A plan and billing type; the use case checks them against the catalogue (400 BILLING.INVALID_PLAN). */
export class PlanChoiceDto {
  @IsString()
  @MaxLength(32)
  plan!: string;

  @IsString()
  @MaxLength(16)
  billingType!: string;
}
