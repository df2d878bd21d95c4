import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { REVENUE_MONTHS } from '@pointforge/domain';

const MONTHS_MESSAGE = `months must be a whole number from ${REVENUE_MONTHS.min} to ${REVENUE_MONTHS.max}.`;

/** `GET /api/admin/revenue?months=`: how many calendar months, ending with this one (12 when absent). */
export class RevenueQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MONTHS_MESSAGE })
  @Min(REVENUE_MONTHS.min, { message: MONTHS_MESSAGE })
  @Max(REVENUE_MONTHS.max, { message: MONTHS_MESSAGE })
  months?: number;
}
