import { applyDecorators } from '@nestjs/common';
import { IsOptional, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { ACCOUNT_MESSAGES, TWO_FACTOR_RULES } from '@pointforge/domain';
import { IsGivenPassword } from './account-fields';
import { IsEmailedToken } from './emailed-token';

/**
 * The second factor of a form: `code` (six digits from the authenticator app) or, instead,
 * `recoveryCode`. One of the two is required; when both come, the code is checked.
 */
function IsAuthenticatorCode(): PropertyDecorator {
  const rule = TWO_FACTOR_RULES.code;
  return applyDecorators(
    Matches(rule.pattern, { message: rule.message }),
    IsString({ message: rule.message }),
    ValidateIf((proof: SecondFactorDto) => proof.recoveryCode === undefined),
  );
}

function IsRecoveryCode(): PropertyDecorator {
  const rule = TWO_FACTOR_RULES.recoveryCode;
  return applyDecorators(
    MaxLength(rule.maxLength, { message: rule.message }),
    MinLength(1, { message: rule.message }),
    IsString({ message: rule.message }),
    ValidateIf((proof: SecondFactorDto) => proof.code === undefined),
  );
}

class SecondFactorDto {
  @IsAuthenticatorCode()
  code?: string;

  @IsRecoveryCode()
  recoveryCode?: string;
}

/** POST /api/auth/login/two-factor */
export class TwoFactorLoginDto extends SecondFactorDto {
  /** From the password step's answer. A malformed one is simply not a valid pending sign-in. */
  @IsEmailedToken(ACCOUNT_MESSAGES.loginChallengeInvalid)
  challengeToken!: string;
}

/** POST /api/auth/two-factor/enrolment/confirm */
export class ConfirmTwoFactorDto {
  @Matches(TWO_FACTOR_RULES.code.pattern, { message: TWO_FACTOR_RULES.code.message })
  @IsString({ message: TWO_FACTOR_RULES.code.message })
  code!: string;
}

/** POST /api/auth/two-factor/disable */
export class DisableTwoFactorDto extends SecondFactorDto {
  @IsGivenPassword(TWO_FACTOR_RULES.password.requiredMessage, TWO_FACTOR_RULES.password.tooLongMessage)
  password!: string;
}

/** POST /api/auth/confirm-password: the password, and a second factor when two-factor sign-in is on. */
export class ConfirmPasswordDto {
  @IsGivenPassword(TWO_FACTOR_RULES.password.requiredMessage, TWO_FACTOR_RULES.password.tooLongMessage)
  password!: string;

  @Matches(TWO_FACTOR_RULES.code.pattern, { message: TWO_FACTOR_RULES.code.message })
  @IsString({ message: TWO_FACTOR_RULES.code.message })
  @IsOptional()
  code?: string;

  @MaxLength(TWO_FACTOR_RULES.recoveryCode.maxLength, { message: TWO_FACTOR_RULES.recoveryCode.message })
  @IsString({ message: TWO_FACTOR_RULES.recoveryCode.message })
  @IsOptional()
  recoveryCode?: string;
}
