import type { Provider } from '@nestjs/common';
import {
  BRAND,
  ClockPort,
  JobQueuePort,
  LeadRepositoryPort,
  RateLimiterPort,
  SendContactMessageUseCase,
  SubmitDemoRequestUseCase,
  TokenGeneratorPort,
  TransactionPort,
  type Brand,
} from '@pointforge/domain';
import { useCaseProvider, type TypedToken } from '../accounts/use-case-provider';

/** The brand file's addresses: where demo requests (sales) and contact messages (support) go. */
const BRAND_ADDRESSES: TypedToken<Brand> = Symbol('BRAND_ADDRESSES');

const ports = [LeadRepositoryPort, JobQueuePort, RateLimiterPort, TokenGeneratorPort, ClockPort, TransactionPort] as const;

/** The lead use cases, built from the ports the adapter modules provide globally. */
export const leadUseCaseProviders: Provider[] = [
  { provide: BRAND_ADDRESSES, useValue: BRAND },
  useCaseProvider(SubmitDemoRequestUseCase, [...ports, BRAND_ADDRESSES]),
  useCaseProvider(SendContactMessageUseCase, [...ports, BRAND_ADDRESSES]),
];
