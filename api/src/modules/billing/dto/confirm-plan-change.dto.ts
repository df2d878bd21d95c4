import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The order PayPal names on the way back (its `token`), while the prorated difference is unpaid. */
export class ConfirmPlanChangeDto {
  @IsOptional()
  @IsString()
  @MaxLength(64)
  orderId?: string;
}
