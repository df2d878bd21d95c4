import { FORGOT_PASSWORD_RULES } from '@pointforge/domain';
import { IsNormalizedEmail } from '../../../common/http/validation';

export class ForgotPasswordDto {
  @IsNormalizedEmail(FORGOT_PASSWORD_RULES.email.message)
  email!: string;
}

/** "Resend verification email" asks for the one address too. */
export class ResendVerificationDto extends ForgotPasswordDto {}
