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
  PreviewPlanChangeUseCase,
  MachineRepositoryPort,
  ChangePlanUseCase,
  UndoPlanChangeUseCase,
  ConfirmPlanChangeUseCase,
  TransactionPort,
  ResumeSubscriptionUseCase,
  SubscriptionRepositoryPort,
  SubscriptionSync,
  TokenGeneratorPort,
  UserRepositoryPort,
  WebhookEventRepositoryPort,
  DisputeRepositoryPort,
  SubscriptionRefunds,
  BillingProfileRepositoryPort,
  GetBillingProfileUseCase,
  SaveBillingProfileUseCase,
} from '@pointforge/domain';
import { PROVIDER_PLAN_IDS } from '../../adapter-modules/payment/payment.module';
import { useCaseProvider } from '../accounts/use-case-provider';
import { BILLING_LINKS } from './billing-core.module';

/** What starting a PayPal subscription takes after the repositories: a checkout and a resume both start one. */
const STARTS_A_PAYPAL_SUBSCRIPTION = [PaymentProviderPort, PROVIDER_PLAN_IDS, TokenGeneratorPort, ClockPort, BILLING_LINKS, RateLimiterPort] as const;

/** The billing routes' use cases, from the global ports, the payment module and BillingCoreModule. */
export const billingUseCaseProviders: Provider[] = [
  useCaseProvider(CreateSubscriptionUseCase, [UserRepositoryPort, SubscriptionRepositoryPort, ...STARTS_A_PAYPAL_SUBSCRIPTION]),
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
  useCaseProvider(ChangePlanUseCase, [
    SubscriptionRepositoryPort,
    LicenseRepositoryPort,
    MachineRepositoryPort,
    PaymentProviderPort,
    PROVIDER_PLAN_IDS,
    ClockPort,
    BILLING_LINKS,
    RateLimiterPort,
  ]),
  useCaseProvider(ConfirmPlanChangeUseCase, [
    SubscriptionRepositoryPort,
    LicenseRepositoryPort,
    PaymentProviderPort,
    SubscriptionSync,
    TransactionPort,
    ClockPort,
    BILLING_LINKS,
  ]),
  useCaseProvider(UndoPlanChangeUseCase, [SubscriptionRepositoryPort, PaymentProviderPort, ClockPort, BILLING_LINKS]),
  useCaseProvider(PreviewPlanChangeUseCase, [SubscriptionRepositoryPort, LicenseRepositoryPort, MachineRepositoryPort, ClockPort]),
  useCaseProvider(ResumeSubscriptionUseCase, [SubscriptionRepositoryPort, LicenseRepositoryPort, ...STARTS_A_PAYPAL_SUBSCRIPTION]),
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
  useCaseProvider(GetBillingProfileUseCase, [BillingProfileRepositoryPort]),
  useCaseProvider(SaveBillingProfileUseCase, [BillingProfileRepositoryPort, ClockPort]),
];
