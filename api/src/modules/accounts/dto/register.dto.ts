import { REGISTER_RULES } from '@pointforge/domain';
import { IsNormalizedEmail } from '../../../common/http/validation';
import { IsNewPassword, IsProfileField } from './account-fields';

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
}
