import { applyDecorators } from '@nestjs/common';
import { IsOptional, IsString, Matches, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PROFILE_RULES, safeRedirectTarget } from '@pointforge/domain';
import { KeepWhitespace } from '../../../common/http/validation';

export type ProfileFieldName = keyof typeof PROFILE_RULES;

/**
 * Field rules the account DTOs share, with lengths and messages from the domain's
 * account-rules. The pipe reports, per field, the failed constraint registered last;
 * applyDecorators registers in the order given, so the basic check comes last here.
 */

/** firstName, lastName or company: optional text (null clears it), up to the domain's length; names follow the name rule. */
export function IsProfileField(field: ProfileFieldName): PropertyDecorator {
  const rule: { maxLength: number; tooLongMessage: string; pattern?: RegExp; invalidMessage?: string } = PROFILE_RULES[field];
  const name = rule.pattern ? [Matches(rule.pattern, { message: rule.invalidMessage })] : [];
  return applyDecorators(...name, MaxLength(rule.maxLength, { message: rule.tooLongMessage }), IsString(), IsOptional());
}

/** A password being chosen: as typed (not trimmed), within the length rule of its form. */
export function IsNewPassword(rule: { minLength: number; maxLength: number; message: string; tooLongMessage: string }): PropertyDecorator {
  return applyDecorators(
    KeepWhitespace(),
    MaxLength(rule.maxLength, { message: rule.tooLongMessage }),
    MinLength(rule.minLength, { message: rule.message }),
    IsString({ message: rule.message }),
  );
}

/** A password being checked (login, current password): as typed, present, not absurdly long. */
export function IsGivenPassword(requiredMessage: string, tooLongMessage: string): PropertyDecorator {
  return applyDecorators(
    KeepWhitespace(),
    MaxLength(PASSWORD_MAX_LENGTH, { message: tooLongMessage }),
    MinLength(1, { message: requiredMessage }),
    IsString({ message: requiredMessage }),
  );
}

export const REDIRECT_TARGET_MESSAGE = 'The redirect must be a path on this site.';

/** An optional `redirect`: a path on this site by the sign-in pages' own rule (safeRedirectTarget), else 400. */
export function IsRedirectTarget(): PropertyDecorator {
  return applyDecorators(
    ValidateBy(
      { name: 'isRedirectTarget', validator: { validate: (value: unknown) => safeRedirectTarget(value) !== null } },
      { message: REDIRECT_TARGET_MESSAGE },
    ),
    IsString({ message: REDIRECT_TARGET_MESSAGE }),
    IsOptional(),
  );
}
