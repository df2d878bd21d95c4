import { Global, Logger, Module } from '@nestjs/common';
import {
  AccountLinks,
  AccountOnboardingHookPort,
  AuditLogPort,
  AuditTeamChangeLog,
  AuditTrail,
  ClockPort,
  InvitationAcceptance,
  InvitationLinks,
  InvitationOnboardingHook,
  JobQueuePort,
  LicenseInvitationRepositoryPort,
  LicenseMemberRemover,
  LicenseMemberRepositoryPort,
  LicenseRepositoryPort,
  LicenseTeamReader,
  LicensingAccountDeletionHook,
  MachineRepositoryPort,
  MyLicenseViews,
  SeatHolderLookup,
  SeatHolderLookupPort,
  TeamChangeLogPort,
  TeamMail,
  TokenGeneratorPort,
  TransactionPort,
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
 * What the API needs of licensing outside its routes: the trial ledger's keys; licensing's
 * account hooks, which AccountsModule injects (deletion writes a departing licence holder's
 * address to the ledger, detaches the licences and leaves the memberships; onboarding makes
 * a person who registered from an invitation a member once verified); who holds which seats
 * (SeatHolderLookupPort, for desktop sign-in); and the team's shared parts the licensing and
 * console routes use. Global, so AccountsModule does not import LicensingModule, which
 * imports it. The worker needs none of it.
 */
@Global()
@Module({
  providers: [
    { provide: TrialLedgerKeyPort, inject: [AppConfig], useFactory: trialLedgerKey },
    useCaseProvider(AuditTrail, [AuditLogPort, TokenGeneratorPort, ClockPort]),
    { provide: TeamChangeLogPort, inject: [AuditTrail], useFactory: (trail: AuditTrail) => new AuditTeamChangeLog(trail) },
    {
      provide: TeamMail,
      inject: [UserRepositoryPort, JobQueuePort, AppConfig],
      useFactory: (users: UserRepositoryPort, jobs: JobQueuePort, config: AppConfig) => new TeamMail(users, jobs, new AccountLinks(config.siteOrigin)),
    },
    useCaseProvider(InvitationAcceptance, [LicenseInvitationRepositoryPort, TokenGeneratorPort, ClockPort, TeamMail, TeamChangeLogPort, TransactionPort]),
    useCaseProvider(InvitationLinks, [LicenseInvitationRepositoryPort, LicenseRepositoryPort, TokenGeneratorPort, ClockPort, TeamMail, TeamChangeLogPort]),
    useCaseProvider(LicenseMemberRemover, [LicenseMemberRepositoryPort, UserRepositoryPort, TeamMail, TeamChangeLogPort, TransactionPort]),
    useCaseProvider(LicenseTeamReader, [UserRepositoryPort, LicenseMemberRepositoryPort, LicenseInvitationRepositoryPort, MachineRepositoryPort, ClockPort]),
    useCaseProvider(MyLicenseViews, [MachineRepositoryPort, LicenseInvitationRepositoryPort, UserRepositoryPort, ClockPort]),
    useCaseProvider(LicensingAccountDeletionHook, [
      UserRepositoryPort,
      LicenseRepositoryPort,
      TrialLedgerKeyPort,
      ClockPort,
      LicenseMemberRepositoryPort,
      LicenseMemberRemover,
    ]),
    {
      provide: AccountOnboardingHookPort,
      inject: [InvitationLinks, LicenseInvitationRepositoryPort, LicenseRepositoryPort, UserRepositoryPort, ClockPort, InvitationAcceptance],
      useFactory: (...args: ConstructorParameters<typeof InvitationOnboardingHook>) => new InvitationOnboardingHook(...args),
    },
    {
      provide: SeatHolderLookupPort,
      inject: [LicenseRepositoryPort, LicenseMemberRepositoryPort],
      useFactory: (licenses: LicenseRepositoryPort, members: LicenseMemberRepositoryPort) => new SeatHolderLookup(licenses, members),
    },
  ],
  exports: [
    TrialLedgerKeyPort,
    TeamChangeLogPort,
    LicensingAccountDeletionHook,
    AccountOnboardingHookPort,
    SeatHolderLookupPort,
    InvitationAcceptance,
    InvitationLinks,
    LicenseMemberRemover,
    LicenseTeamReader,
    MyLicenseViews,
    TeamMail,
  ],
})
export class LicensingCoreModule {}
