import { LICENSING_MESSAGES, REGISTER_RULES } from '@pointforge/domain';
import { IsNormalizedEmail } from '../../../common/http/validation';
import { IsNewPassword, IsProfileField, IsRedirectTarget } from './account-fields';
import { IsEmailedToken } from './emailed-token';
import { IsOptional } from 'class-validator';

export class RegisterDto {
  @IsNormalizedEmail(REGISTER_RULES.email.message)
  email!: string;

  @IsNewPassword(REGISTER_RULES.password)
  password!: string;

  @IsProfileField('firstName')
  firstName?: string | null;

  @IsProfileField('lastName')
  lastName?: string | null;

  @IsProfileField('company')
  company?: string | null;

  /** Where the sign-up was going (a checkout): the verification link carries it. */
  @IsRedirectTarget()
  redirect?: string;

  /** The invitation link the person registers from (/invite/:token): they join that licence once verified. */
  @IsOptional()
  @IsEmailedToken(LICENSING_MESSAGES.invitationInvalid)
  invitationToken?: string;
}
