import { Module } from '@nestjs/common';

/**
 * PayPal subscriptions and their webhook (/api/subscriptions/*, /api/webhooks/paypal).
 * Controllers, DTOs and use-case providers land here; the ports they need are provided
 * globally by the infrastructure modules.
 */
@Module({})
export class BillingModule {}
