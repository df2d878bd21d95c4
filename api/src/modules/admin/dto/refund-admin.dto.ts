import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { REFUND_AMOUNT_PATTERN, REFUND_REASON_MAX_LENGTH } from '@pointforge/domain';
import { IsPageCursor } from './page-query';
import { IsRequiredText } from './required-text';

const AMOUNT_MESSAGE = 'amount must be a sum such as 20 or 20.50, more than zero.';

/** POST /api/admin/subscriptions/:id/payments/:paymentId/refund: without `amount`, all that is left of the payment. */
export class RefundPaymentDto {
  @IsRequiredText('reason', REFUND_REASON_MAX_LENGTH)
  reason!: string;

  @IsOptional()
  @IsString({ message: AMOUNT_MESSAGE })
  @Matches(REFUND_AMOUNT_PATTERN, { message: AMOUNT_MESSAGE })
  amount?: string;
}

export class SubscriptionPaymentParams {
  @IsString()
  @MaxLength(36)
  id!: string;

  /** PayPal's sale ids are 17 characters; this leaves room. */
  @IsString()
  @MaxLength(64)
  paymentId!: string;
}

export class ListDisputesQuery {
  @IsPageCursor()
  cursor?: string;
}
