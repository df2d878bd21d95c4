import type { Provider } from '@nestjs/common';
import {
  AcceptLicenseInvitationUseCase,
  AuditTrail,
  ClockPort,
  GetLicenseInvitationUseCase,
  InvitationAcceptance,
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
  useCaseProvider(InviteLicenseMemberUseCase, [licenses, members, invitations, users, tokens, clock, TeamMail, AuditTrail, transaction]),
  useCaseProvider(ResendLicenseInvitationUseCase, [licenses, members, invitations, users, tokens, clock, TeamMail, AuditTrail, transaction]),
  useCaseProvider(RevokeLicenseInvitationUseCase, [licenses, members, invitations, users, clock, TeamMail, AuditTrail, transaction]),
  useCaseProvider(RemoveLicenseMemberUseCase, [licenses, members, LicenseMemberRemover]),
  useCaseProvider(LeaveLicenseUseCase, [licenses, members, LicenseMemberRemover]),
  useCaseProvider(GetLicenseInvitationUseCase, [invitations, licenses, users, tokens, clock]),
  useCaseProvider(AcceptLicenseInvitationUseCase, [invitations, licenses, users, tokens, clock, InvitationAcceptance, MyLicenseViews]),
];
