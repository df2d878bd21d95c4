import type { Provider } from '@nestjs/common';
import {
  AccountLinks,
  AccountOnboardingHookPort,
  AuthenticateSessionUseCase,
  AuthTokenRepositoryPort,
  BeginTwoFactorEnrolmentUseCase,
  ChangePasswordUseCase,
  ConfirmPasswordUseCase,
  ClockPort,
  CommonPasswordCheckerPort,
  CompleteTwoFactorLogInUseCase,
  ConfirmTwoFactorEnrolmentUseCase,
  DeleteAccountUseCase,
  DisableTwoFactorUseCase,
  RecentAuthenticationCheck,
  RegenerateRecoveryCodesUseCase,
  ForgotPasswordUseCase,
  GetTwoFactorStatusUseCase,
  JobQueuePort,
  LogInUseCase,
  LogOutUseCase,
  PasswordHasherPort,
  RateLimiterPort,
  RegisterUseCase,
  SecurityEventLogPort,
  ResendVerificationUseCase,
  ResetPasswordUseCase,
  SessionRepositoryPort,
  TokenGeneratorPort,
  TransactionPort,
  TotpPort,
  TwoFactorRepositoryPort,
  UpdatePreferencesUseCase,
  UpdateProfileUseCase,
  UserRepositoryPort,
  VerifyEmailUseCase,
} from '@pointforge/domain';
import { AppConfig } from '../../common/config/app-config';
import { ACCOUNT_DELETION_HOOKS, accountDeletionHooksProvider } from './account-deletion-hooks';
import { useCaseProvider } from './use-case-provider';

const users = UserRepositoryPort;
const authTokens = AuthTokenRepositoryPort;
const sessions = SessionRepositoryPort;
const hasher = PasswordHasherPort;
const commonPasswords = CommonPasswordCheckerPort;
const tokens = TokenGeneratorPort;
const clock = ClockPort;
const jobs = JobQueuePort;
const links = AccountLinks;
const limiter = RateLimiterPort;
const transaction = TransactionPort;
const twoFactor = TwoFactorRepositoryPort;
const totp = TotpPort;
const securityEvents = SecurityEventLogPort;

/**
 * The account use cases, each built from the ports the adapter modules provide
 * globally. Links in email come from SITE_ORIGIN, never from a request.
 */
export const accountUseCaseProviders: Provider[] = [
  { provide: AccountLinks, inject: [AppConfig], useFactory: (config: AppConfig) => new AccountLinks(config.siteOrigin) },
  accountDeletionHooksProvider,
  useCaseProvider(RegisterUseCase, [
    users,
    authTokens,
    hasher,
    commonPasswords,
    tokens,
    clock,
    jobs,
    links,
    transaction,
    limiter,
    securityEvents,
    AccountOnboardingHookPort,
  ]),
  useCaseProvider(VerifyEmailUseCase, [users, authTokens, tokens, clock, transaction, AccountOnboardingHookPort]),
  useCaseProvider(ResendVerificationUseCase, [users, authTokens, tokens, clock, jobs, links, limiter, transaction, securityEvents]),
  useCaseProvider(LogInUseCase, [users, sessions, authTokens, hasher, tokens, clock, limiter, ResendVerificationUseCase]),
  useCaseProvider(CompleteTwoFactorLogInUseCase, [users, sessions, authTokens, twoFactor, totp, tokens, clock, limiter]),
  useCaseProvider(GetTwoFactorStatusUseCase, [twoFactor]),
  useCaseProvider(BeginTwoFactorEnrolmentUseCase, [users, twoFactor, totp, clock]),
  useCaseProvider(ConfirmTwoFactorEnrolmentUseCase, [users, sessions, twoFactor, totp, tokens, clock, jobs, links, transaction]),
  useCaseProvider(RegenerateRecoveryCodesUseCase, [twoFactor, tokens, clock]),
  useCaseProvider(RecentAuthenticationCheck, [twoFactor, clock]),
  useCaseProvider(DisableTwoFactorUseCase, [users, twoFactor, hasher, totp, tokens, clock, jobs, links, limiter, transaction]),
  useCaseProvider(AuthenticateSessionUseCase, [sessions, tokens, clock]),
  useCaseProvider(LogOutUseCase, [sessions, tokens]),
  useCaseProvider(ForgotPasswordUseCase, [users, authTokens, tokens, clock, jobs, links, limiter, transaction, securityEvents]),
  useCaseProvider(ResetPasswordUseCase, [users, authTokens, sessions, hasher, commonPasswords, tokens, clock, jobs, links, limiter, transaction]),
  useCaseProvider(ChangePasswordUseCase, [users, sessions, authTokens, hasher, commonPasswords, tokens, clock, jobs, links, limiter, transaction]),
  useCaseProvider(ConfirmPasswordUseCase, [users, sessions, twoFactor, hasher, totp, tokens, clock, limiter]),
  useCaseProvider(UpdateProfileUseCase, [users, clock]),
  useCaseProvider(UpdatePreferencesUseCase, [users, clock]),
  useCaseProvider(DeleteAccountUseCase, [users, authTokens, sessions, ACCOUNT_DELETION_HOOKS]),
];
