import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { BillingDocumentsController } from './billing-documents.controller';
import { BillingProfileController } from './billing-profile.controller';
import { BillingQuoteController } from './billing-quote.controller';
import { billingUseCaseProviders } from './billing-use-cases.providers';
import { PaypalWebhookController } from './paypal-webhook.controller';
import { SubscriptionsController } from './subscriptions.controller';

/**
 * PayPal subscriptions and their webhook (/api/subscriptions/*, /api/webhooks/paypal), and the
 * billing profile invoices are made out to (/api/billing/profile) and the checkout's quote
 * with its VAT (/api/billing/quote), and the caller's billing history with the PDF of each
 * invoice and credit note (/api/billing/documents). The
 * ports come from the global adapter modules, the payment provider from
 * PaymentModule, the shared sync from BillingCoreModule; AccountsModule lends SessionAuthGuard.
 */
@Module({
  imports: [AccountsModule],
  controllers: [SubscriptionsController, BillingProfileController, BillingDocumentsController, BillingQuoteController, PaypalWebhookController],
  providers: billingUseCaseProviders,
})
export class BillingModule {}
