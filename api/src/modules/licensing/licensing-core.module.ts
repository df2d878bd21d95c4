import { Global, Logger, Module } from '@nestjs/common';
import {
  ClockPort,
  LicenseMemberRepositoryPort,
  LicenseRepositoryPort,
  LicensingAccountDeletionHook,
  SeatHolderLookup,
  SeatHolderLookupPort,
  TrialLedgerKeyPort,
  UserRepositoryPort,
} from '@pointforge/domain';
import { HmacTrialLedgerKey, readOrCreateSecretFile } from '@pointforge/infra';
import { AppConfig } from '../../common/config/app-config';
import { useCaseProvider } from '../accounts/use-case-provider';

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
 * What the API needs of licensing outside its routes: the trial ledger's keys,
 * licensing's account-deletion hook, which writes a departing licence holder's address to
 * the ledger and detaches the licences (AccountsModule injects it), and who holds which
 * seats (SeatHolderLookupPort, for desktop sign-in). Global, so AccountsModule does not import LicensingModule,
 * which imports it. The worker needs neither.
 */
@Global()
@Module({
  providers: [
    { provide: TrialLedgerKeyPort, inject: [AppConfig], useFactory: trialLedgerKey },
    useCaseProvider(LicensingAccountDeletionHook, [UserRepositoryPort, LicenseRepositoryPort, TrialLedgerKeyPort, ClockPort]),
    {
      provide: SeatHolderLookupPort,
      inject: [LicenseRepositoryPort, LicenseMemberRepositoryPort],
      useFactory: (licenses: LicenseRepositoryPort, members: LicenseMemberRepositoryPort) => new SeatHolderLookup(licenses, members),
    },
  ],
  exports: [TrialLedgerKeyPort, LicensingAccountDeletionHook, SeatHolderLookupPort],
})
export class LicensingCoreModule {}
