import { ACCOUNT_MESSAGES, RESET_PASSWORD_RULES } from '@pointforge/domain';
import { IsNewPassword } from './account-fields';
import { IsEmailedToken } from './emailed-token';

export class ResetPasswordDto {
  @IsEmailedToken(ACCOUNT_MESSAGES.resetTokenInvalid)
  token!: string;

  @IsNewPassword(RESET_PASSWORD_RULES.password)
  password!: string;
}
