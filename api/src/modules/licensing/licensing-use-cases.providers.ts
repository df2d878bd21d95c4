import type { Provider } from '@nestjs/common';
import {
  AccountLinks,
  ActivateMachineUseCase,
  ActivateOfflineUseCase,
  DeactivateOfflineUseCase,
  DeactivationKeyAgreementPort,
  HmacSha256Port,
  MachineActivator,
  OfflineActivationRequestRepositoryPort,
  SeatHolderLookupPort,
  DeactivateMachineUseCase,
  DesktopLicenseLookup,
  DeviceCredentials,
  DeviceGrantIssuer,
  LicenseActivationMetricsPort,
  LicenseFileIssuer,
  LicenseSignerPort,
  MachineRepositoryPort,
  ValidateLicenseUseCase,
  CaptchaVerifierPort,
  CheckActiveLicenseUseCase,
  ClockPort,
  FileStoragePort,
  InstallerDownloadRepositoryPort,
  JobQueuePort,
  LicenseRepositoryPort,
  ListMyLicensesUseCase,
  LicenseMemberRepositoryPort,
  MyLicenseViews,
  ReleaseMyDeviceUseCase,
  RateLimiterPort,
  RecentDesktopChecksPort,
  RequestInstallerDownloadUseCase,
  ReleaseRepositoryPort,
  StartTrialUseCase,
  TokenGeneratorPort,
  TransactionPort,
  TrialLedgerKeyPort,
  UserRepositoryPort,
  type DuplicateValueCheck,
} from '@pointforge/domain';
import { isUniqueViolation } from '@pointforge/infra';
import { AppConfig } from '../../common/config/app-config';
import { useCaseProvider, type TypedToken } from '../accounts/use-case-provider';
import { licenseTeamUseCaseProviders } from './license-team-use-cases.providers';

/** How the database reports a duplicate licence key: the trial is retried with a new key. */
const DUPLICATE_VALUE_CHECK: TypedToken<DuplicateValueCheck> = Symbol('DUPLICATE_VALUE_CHECK');

/**
 * The licence and download use cases, built from the ports the adapter modules
 * provide globally. The dashboard link in the trial email comes from SITE_ORIGIN, which is
 * also the issuer (`iss`) of licence files.
 */
export const licensingUseCaseProviders: Provider[] = [
  { provide: AccountLinks, inject: [AppConfig], useFactory: (config: AppConfig) => new AccountLinks(config.siteOrigin) },
  { provide: DUPLICATE_VALUE_CHECK, useValue: isUniqueViolation },
  useCaseProvider(StartTrialUseCase, [
    UserRepositoryPort,
    LicenseRepositoryPort,
    TrialLedgerKeyPort,
    TokenGeneratorPort,
    ClockPort,
    JobQueuePort,
    AccountLinks,
    RateLimiterPort,
    DUPLICATE_VALUE_CHECK,
    TransactionPort,
  ]),
  useCaseProvider(ListMyLicensesUseCase, [LicenseRepositoryPort, LicenseMemberRepositoryPort, MyLicenseViews]),
  ...licenseTeamUseCaseProviders,
  useCaseProvider(ReleaseMyDeviceUseCase, [LicenseRepositoryPort, MachineRepositoryPort, LicenseMemberRepositoryPort, MyLicenseViews, ClockPort]),
  useCaseProvider(DesktopLicenseLookup, [LicenseRepositoryPort, RateLimiterPort, DeviceCredentials, RecentDesktopChecksPort]),
  {
    provide: LicenseFileIssuer,
    inject: [UserRepositoryPort, LicenseSignerPort, AppConfig, MachineRepositoryPort, TokenGeneratorPort, HmacSha256Port, DeactivationKeyAgreementPort],
    useFactory: (
      users: UserRepositoryPort,
      signer: LicenseSignerPort,
      config: AppConfig,
      machines: MachineRepositoryPort,
      tokens: TokenGeneratorPort,
      hmac: HmacSha256Port,
      keyAgreement: DeactivationKeyAgreementPort,
    ) =>
      new LicenseFileIssuer(users, signer, { issuer: config.siteOrigin, lifetimeCapMs: config.licenseFileLifetimeCapMs }, machines, tokens, hmac, keyAgreement),
  },
  useCaseProvider(MachineActivator, [
    MachineRepositoryPort,
    TrialLedgerKeyPort,
    TokenGeneratorPort,
    UserRepositoryPort,
    JobQueuePort,
    AccountLinks,
    TransactionPort,
    LicenseActivationMetricsPort,
  ]),
  useCaseProvider(ActivateMachineUseCase, [DesktopLicenseLookup, MachineActivator, LicenseFileIssuer, ClockPort, DeviceGrantIssuer]),
  useCaseProvider(ActivateOfflineUseCase, [
    SeatHolderLookupPort,
    MachineActivator,
    OfflineActivationRequestRepositoryPort,
    LicenseFileIssuer,
    TokenGeneratorPort,
    ClockPort,
    RateLimiterPort,
  ]),
  useCaseProvider(DeactivateOfflineUseCase, [SeatHolderLookupPort, MachineRepositoryPort, TokenGeneratorPort, RateLimiterPort]),
  useCaseProvider(ValidateLicenseUseCase, [DesktopLicenseLookup, LicenseFileIssuer, ClockPort]),
  useCaseProvider(DeactivateMachineUseCase, [DesktopLicenseLookup, MachineRepositoryPort, ClockPort]),
  useCaseProvider(CheckActiveLicenseUseCase, [LicenseRepositoryPort, ClockPort]),
  useCaseProvider(RequestInstallerDownloadUseCase, [
    CaptchaVerifierPort,
    FileStoragePort,
    InstallerDownloadRepositoryPort,
    RateLimiterPort,
    TokenGeneratorPort,
    ClockPort,
    ReleaseRepositoryPort,
  ]),
];
