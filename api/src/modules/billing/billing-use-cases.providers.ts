import type { Provider } from '@nestjs/common';
import {
  CancelSubscriptionUseCase,
  ClockPort,
  CreateSubscriptionUseCase,
  ExecuteSubscriptionUseCase,
  GetSubscriptionUseCase,
  HandlePaypalWebhookUseCase,
  JobQueuePort,
  RateLimiterPort,
  LicenseRepositoryPort,
  ListMySubscriptionsUseCase,
  PayOverdueBalanceUseCase,
  PaymentProviderPort,
  ResumeSubscriptionUseCase,
  SubscriptionRepositoryPort,
  SubscriptionSync,
  TokenGeneratorPort,
  UserRepositoryPort,
  WebhookEventRepositoryPort,
  DisputeRepositoryPort,
  SubscriptionRefunds,
} from '@pointforge/domain';
import { PROVIDER_PLAN_IDS } from '../../infrastructure/payment/payment.module';
import { useCaseProvider } from '../accounts/use-case-provider';
import { BILLING_LINKS } from './billing-core.module';

/** The billing routes' use cases, from the global ports, the payment module and BillingCoreModule. */
export const billingUseCaseProviders: Provider[] = [
  useCaseProvider(CreateSubscriptionUseCase, [
    UserRepositoryPort,
    SubscriptionRepositoryPort,
    PaymentProviderPort,
    PROVIDER_PLAN_IDS,
    TokenGeneratorPort,
    ClockPort,
    BILLING_LINKS,
    RateLimiterPort,
  ]),
  useCaseProvider(ExecuteSubscriptionUseCase, [SubscriptionRepositoryPort, LicenseRepositoryPort, PaymentProviderPort, SubscriptionSync, RateLimiterPort]),
  useCaseProvider(GetSubscriptionUseCase, [SubscriptionRepositoryPort]),
  useCaseProvider(ListMySubscriptionsUseCase, [SubscriptionRepositoryPort]),
  useCaseProvider(CancelSubscriptionUseCase, [
    SubscriptionRepositoryPort,
    UserRepositoryPort,
    PaymentProviderPort,
    SubscriptionSync,
    JobQueuePort,
    BILLING_LINKS,
  ]),
  useCaseProvider(ResumeSubscriptionUseCase, [
    SubscriptionRepositoryPort,
    LicenseRepositoryPort,
    PaymentProviderPort,
    PROVIDER_PLAN_IDS,
    TokenGeneratorPort,
    ClockPort,
    BILLING_LINKS,
    RateLimiterPort,
  ]),
  useCaseProvider(PayOverdueBalanceUseCase, [SubscriptionRepositoryPort, PaymentProviderPort, SubscriptionSync, RateLimiterPort, ClockPort]),
  useCaseProvider(HandlePaypalWebhookUseCase, [
    PaymentProviderPort,
    WebhookEventRepositoryPort,
    SubscriptionRepositoryPort,
    SubscriptionSync,
    ClockPort,
    DisputeRepositoryPort,
    SubscriptionRefunds,
  ]),
];
