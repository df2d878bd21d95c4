import { CHANGE_PASSWORD_RULES, LOGIN_RULES } from '@pointforge/domain';
import { IsGivenPassword, IsNewPassword } from './account-fields';

export class ChangePasswordDto {
  @IsGivenPassword(LOGIN_RULES.password.requiredMessage, CHANGE_PASSWORD_RULES.currentPassword.tooLongMessage)
  currentPassword!: string;

  @IsNewPassword(CHANGE_PASSWORD_RULES.newPassword)
  newPassword!: string;
}
