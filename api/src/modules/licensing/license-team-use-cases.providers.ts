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

const licenses = LicenseRepositoryPort;
const members = LicenseMemberRepositoryPort;
const invitations = LicenseInvitationRepositoryPort;
const users = UserRepositoryPort;
const tokens = TokenGeneratorPort;
const clock = ClockPort;
const transaction = TransactionPort;

/** The team's use cases (members, invitations), over the shared parts LicensingCoreModule provides. */
export const licenseTeamUseCaseProviders: Provider[] = [
  useCaseProvider(ListLicenseMembersUseCase, [licenses, members, LicenseTeamReader]),
  useCaseProvider(InviteLicenseMemberUseCase, [licenses, members, invitations, users, tokens, InvitationLinks, transaction]),
  useCaseProvider(ResendLicenseInvitationUseCase, [licenses, members, invitations, users, InvitationLinks, transaction]),
  useCaseProvider(RevokeLicenseInvitationUseCase, [licenses, members, invitations, users, clock, TeamMail, TeamChangeLogPort, transaction]),
  useCaseProvider(RemoveLicenseMemberUseCase, [licenses, members, LicenseMemberRemover]),
  useCaseProvider(LeaveLicenseUseCase, [licenses, members, LicenseMemberRemover]),
  useCaseProvider(GetLicenseInvitationUseCase, [InvitationLinks, users]),
  useCaseProvider(AcceptLicenseInvitationUseCase, [InvitationLinks, users, InvitationAcceptance, MyLicenseViews]),
];
