import { applyDecorators } from '@nestjs/common';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

/**
 * Field rules the lead DTOs share, with lengths and messages from the domain's lead rules.
 * The pipe reports, per field, the failed constraint registered last; applyDecorators
 * registers in the order given, so the basic check comes last here.
 */

/** Required text of at least `minLength` characters (after the pipe's trim). */
export function IsLeadText(rule: { minLength: number; maxLength: number; message: string; tooLongMessage: string }): PropertyDecorator {
  return applyDecorators(
    MaxLength(rule.maxLength, { message: rule.tooLongMessage }),
    MinLength(rule.minLength, { message: rule.message }),
    IsString({ message: rule.message }),
  );
}

/** Optional text: absent, null or a string of at most `maxLength` characters. */
export function IsOptionalLeadText(rule: { maxLength: number; tooLongMessage: string }): PropertyDecorator {
  return applyDecorators(MaxLength(rule.maxLength, { message: rule.tooLongMessage }), IsString(), IsOptional());
}

/** One of the allowed values; empty, missing or unknown all read `message`. */
export function IsLeadChoice(rule: { allowed: readonly string[]; message: string }): PropertyDecorator {
  return applyDecorators(IsIn([...rule.allowed], { message: rule.message }), IsString({ message: rule.message }));
}

/** The longest honeypot taken; a longer one is refused like any over-long field. */
export const HONEYPOT_MAX_LENGTH = 2048;

/**
 * `website`: the hidden honeypot field. People leave it empty; a bot that fills it gets
 * the success answer and nothing is kept. Named to look like a field worth filling.
 */
export function IsHoneypot(): PropertyDecorator {
  return applyDecorators(MaxLength(HONEYPOT_MAX_LENGTH), IsString(), IsOptional());
}
