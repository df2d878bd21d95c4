import type { Provider } from '@nestjs/common';
import {
  AcceptLicenseInvitationUseCase,
  ClockPort,
  GetLicenseInvitationUseCase,
  InvitationAcceptance,
  InvitationLinks,
  InviteLicenseMemberUseCase,
  LeaveLicenseUseCase,
  LicenseInvitationRepositoryPort,
  LicenseMemberRemover,
  LicenseMemberRepositoryPort,
  LicenseRepositoryPort,
  LicenseTeamReader,
  ListLicenseMembersUseCase,
  MyLicenseViews,
  OwnerInvitationLookup,
  RemoveLicenseMemberUseCase,
  ResendLicenseInvitationUseCase,
  RevokeLicenseInvitationUseCase,
  TeamChangeLogPort,
  TeamMail,
  TokenGeneratorPort,
  TransactionPort,
  UserRepositoryPort,
} from '@pointforge/domain';
import { useCaseProvider } from '../accounts/use-case-provider';

/** What the owner's team routes build on: the licence, and who holds its seats. */
const TEAM = [LicenseRepositoryPort, LicenseMemberRepositoryPort] as const;

/** The team's use cases (members, invitations), over the shared parts LicensingCoreModule provides. */
export const licenseTeamUseCaseProviders: Provider[] = [
  useCaseProvider(ListLicenseMembersUseCase, [...TEAM, LicenseTeamReader]),
  useCaseProvider(InviteLicenseMemberUseCase, [
    ...TEAM,
    LicenseInvitationRepositoryPort,
    UserRepositoryPort,
    TokenGeneratorPort,
    InvitationLinks,
    TransactionPort,
  ]),
  useCaseProvider(OwnerInvitationLookup, [...TEAM, LicenseInvitationRepositoryPort, UserRepositoryPort]),
  useCaseProvider(ResendLicenseInvitationUseCase, [OwnerInvitationLookup, LicenseInvitationRepositoryPort, InvitationLinks, TransactionPort]),
  useCaseProvider(RevokeLicenseInvitationUseCase, [
    OwnerInvitationLookup,
    LicenseInvitationRepositoryPort,
    ClockPort,
    TeamMail,
    TeamChangeLogPort,
    TransactionPort,
  ]),
  useCaseProvider(RemoveLicenseMemberUseCase, [...TEAM, LicenseMemberRemover]),
  useCaseProvider(LeaveLicenseUseCase, [...TEAM, LicenseMemberRemover]),
  useCaseProvider(GetLicenseInvitationUseCase, [InvitationLinks, UserRepositoryPort]),
  useCaseProvider(AcceptLicenseInvitationUseCase, [InvitationLinks, UserRepositoryPort, InvitationAcceptance, MyLicenseViews]),
];
