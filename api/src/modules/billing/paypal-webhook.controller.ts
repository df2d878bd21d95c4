import { Controller, Logger, Req, type RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { HandlePaypalWebhookUseCase, webhookInvalidError, type PaypalWebhookOutcome } from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { PostAction } from '../../common/http/post-action.decorator';

/**
 * POST /api/webhooks/paypal: no session and no CSRF headers (the guard exempts it); the
 * signature, verified with PayPal over the raw body, is the authority. 200 for processed,
 * ignored and duplicate events; 400 for a forged one; 502 when PayPal cannot verify, so it retries.
 */
@Controller('webhooks')
export class PaypalWebhookController {
  private readonly logger = new Logger('PaypalWebhook');

  constructor(private readonly handlePaypalWebhookUseCase: HandlePaypalWebhookUseCase) {}

  @PostAction('paypal')
  async paypal(@Req() request: RawBodyRequest<Request>): Promise<ApiResult<{ outcome: PaypalWebhookOutcome }>> {
    if (!request.rawBody) throw webhookInvalidError();
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
    const outcome = await this.handlePaypalWebhookUseCase.execute({ headers, rawBody: request.rawBody.toString('utf8') });
    if (outcome === 'partial-refund') {
      // Worth an operator's look (a goodwill refund, a dispute settled in part), yet no reason to suspend.
      this.logger.warn(`Partial refund acknowledged, licence unchanged (PayPal transmission ${headers['paypal-transmission-id'] ?? 'unknown'})`);
    }
    if (outcome === 'older-payment-refunded') {
      // A period already over was given back; the current one stays paid, so billing goes on.
      this.logger.warn(
        `Full refund of an older payment acknowledged, subscription unchanged (PayPal transmission ${headers['paypal-transmission-id'] ?? 'unknown'})`,
      );
    }
    if (outcome === 'dispute-recorded') {
      this.logger.warn(`Buyer dispute recorded against a subscription (PayPal transmission ${headers['paypal-transmission-id'] ?? 'unknown'})`);
    }
    if (outcome === 'cancelled-closed') {
      // Money may have been taken for a subscription nobody here will serve: the operator decides on a refund.
      this.logger.warn(
        `PayPal activated a subscription closed here; cancelled it at PayPal (PayPal transmission ${headers['paypal-transmission-id'] ?? 'unknown'})`,
      );
    }
    return { outcome };
  }
}
