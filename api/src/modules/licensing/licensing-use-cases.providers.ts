import type { Provider } from '@nestjs/common';
import {
  AccountLinks,
  ActivateMachineUseCase,
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
  useCaseProvider(ReleaseMyDeviceUseCase, [LicenseRepositoryPort, MachineRepositoryPort, LicenseMemberRepositoryPort, MyLicenseViews]),
  ...licenseTeamUseCaseProviders,
  useCaseProvider(DesktopLicenseLookup, [LicenseRepositoryPort, MachineRepositoryPort, RateLimiterPort, DeviceCredentials]),
  {
    provide: LicenseFileIssuer,
    inject: [UserRepositoryPort, LicenseSignerPort, AppConfig],
    useFactory: (users: UserRepositoryPort, signer: LicenseSignerPort, config: AppConfig) =>
      new LicenseFileIssuer(users, signer, { issuer: config.siteOrigin, lifetimeMs: config.licenseFileLifetimeMs }),
  },
  useCaseProvider(ActivateMachineUseCase, [
    DesktopLicenseLookup,
    MachineRepositoryPort,
    TrialLedgerKeyPort,
    LicenseFileIssuer,
    TokenGeneratorPort,
    ClockPort,
    UserRepositoryPort,
    JobQueuePort,
    AccountLinks,
    TransactionPort,
    LicenseActivationMetricsPort,
    DeviceGrantIssuer,
  ]),
  useCaseProvider(ValidateLicenseUseCase, [DesktopLicenseLookup, MachineRepositoryPort, LicenseFileIssuer, ClockPort]),
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
