import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QuoteCheckoutUseCase, type AuthenticatedSession, type CheckoutQuote } from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { CurrentSession } from '../accounts/session/current-session.decorator';
import { SessionAuthGuard } from '../accounts/session/session-auth.guard';
import { PlanChoiceDto } from './dto/plan-choice.dto';

/** /api/billing/quote: what a checkout will charge the caller per period, VAT included, before PayPal. */
@Controller('billing/quote')
@UseGuards(SessionAuthGuard)
export class BillingQuoteController {
  constructor(private readonly quoteCheckoutUseCase: QuoteCheckoutUseCase) {}

  /** `?plan=&billingType=`; 400 BILLING.INVALID_PLAN for a plan that cannot be bought. */
  @Get()
  async quote(@CurrentSession() { user }: AuthenticatedSession, @Query() query: PlanChoiceDto): Promise<ApiResult<{ quote: CheckoutQuote }>> {
    return { quote: await this.quoteCheckoutUseCase.execute({ userId: user.id, plan: query.plan, billingType: query.billingType }) };
  }
}
