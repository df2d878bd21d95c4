import { LICENSING_MESSAGES } from '@pointforge/domain';
import { IsEmailedToken } from '../../accounts/dto/emailed-token';

/** /api/invitations/:token: a malformed token reads as an unknown one. */
export class InvitationTokenParams {
  @IsEmailedToken(LICENSING_MESSAGES.invitationInvalid)
  token!: string;
}
