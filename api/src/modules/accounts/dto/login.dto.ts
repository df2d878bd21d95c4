import { LOGIN_RULES } from '@pointforge/domain';
import { IsNormalizedEmail } from '../../../common/http/validation';
import { IsGivenPassword } from './account-fields';

export class LoginDto {
  @IsNormalizedEmail(LOGIN_RULES.email.message)
  email!: string;

  @IsGivenPassword(LOGIN_RULES.password.requiredMessage, LOGIN_RULES.password.tooLongMessage)
  password!: string;
}
