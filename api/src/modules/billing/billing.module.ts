import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { BillingProfileController } from './billing-profile.controller';
import { BillingQuoteController } from './billing-quote.controller';
import { billingUseCaseProviders } from './billing-use-cases.providers';
import { PaypalWebhookController } from './paypal-webhook.controller';
import { SubscriptionsController } from './subscriptions.controller';

/**
 * PayPal subscriptions and their webhook (/api/subscriptions/*, /api/webhooks/paypal), and the
 * billing profile invoices are made out to (/api/billing/profile) and the checkout's quote
 * with its VAT (/api/billing/quote). The
 * ports come from the global adapter modules, the payment provider from
 * PaymentModule, the shared sync from BillingCoreModule; AccountsModule lends SessionAuthGuard.
 */
@Module({
  imports: [AccountsModule],
  controllers: [SubscriptionsController, BillingProfileController, BillingQuoteController, PaypalWebhookController],
  providers: billingUseCaseProviders,
})
export class BillingModule {}
