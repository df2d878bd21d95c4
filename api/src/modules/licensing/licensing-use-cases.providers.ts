import { Logger, type Provider } from '@nestjs/common';
import {
  AccountLinks,
  CaptchaVerifierPort,
  CheckActiveLicenseUseCase,
  ClockPort,
  FileStoragePort,
  InstallerDownloadRepositoryPort,
  JobQueuePort,
  LicenseRepositoryPort,
  ListMyLicensesUseCase,
  RateLimiterPort,
  RequestInstallerDownloadUseCase,
  StartTrialUseCase,
  TokenGeneratorPort,
  TrialLedgerKeyPort,
  UserRepositoryPort,
  type DuplicateValueCheck,
  type InstallerLocation,
} from '@pointforge/domain';
import { HmacTrialLedgerKey, isUniqueViolation, readOrCreateSecretFile } from '@pointforge/infra';
import { AppConfig } from '../../common/config/app-config';
import { useCaseProvider, type TypedToken } from '../accounts/use-case-provider';

/** How the database reports a duplicate licence key: the trial is retried with a new key. */
const DUPLICATE_VALUE_CHECK: TypedToken<DuplicateValueCheck> = Symbol('DUPLICATE_VALUE_CHECK');
/** INSTALLER_OBJECT_KEY: where the installer lives in the file storage. */
const INSTALLER_LOCATION: TypedToken<InstallerLocation> = Symbol('INSTALLER_LOCATION');

/**
 * TRIAL_LEDGER_SECRET keys the trial ledger. Without it (never in production) this install
 * makes a secret of its own once and keeps it under var/: a constant in the source would
 * let anyone who reads it match ledger rows against a list of addresses.
 */
function trialLedgerKey(config: AppConfig): TrialLedgerKeyPort {
  if (config.trialLedgerSecret !== undefined) return new HmacTrialLedgerKey(config.trialLedgerSecret);
  new Logger('Licensing').warn(`TRIAL_LEDGER_SECRET is not set: the trial ledger uses this install's secret in ${config.trialLedgerSecretFile}`);
  return new HmacTrialLedgerKey(readOrCreateSecretFile(config.trialLedgerSecretFile));
}

/**
 * The licence and download use cases, built from the ports the infrastructure modules
 * provide globally. The dashboard link in the trial email comes from SITE_ORIGIN.
 */
export const licensingUseCaseProviders: Provider[] = [
  { provide: TrialLedgerKeyPort, inject: [AppConfig], useFactory: trialLedgerKey },
  { provide: AccountLinks, inject: [AppConfig], useFactory: (config: AppConfig) => new AccountLinks(config.siteOrigin) },
  { provide: DUPLICATE_VALUE_CHECK, useValue: isUniqueViolation },
  {
    provide: INSTALLER_LOCATION,
    inject: [AppConfig],
    useFactory: (config: AppConfig): InstallerLocation => ({ objectKey: config.installerObjectKey }),
  },
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
  ]),
  useCaseProvider(ListMyLicensesUseCase, [LicenseRepositoryPort]),
  useCaseProvider(CheckActiveLicenseUseCase, [LicenseRepositoryPort, ClockPort]),
  useCaseProvider(RequestInstallerDownloadUseCase, [
    CaptchaVerifierPort,
    FileStoragePort,
    InstallerDownloadRepositoryPort,
    RateLimiterPort,
    TokenGeneratorPort,
    ClockPort,
    INSTALLER_LOCATION,
  ]),
];
