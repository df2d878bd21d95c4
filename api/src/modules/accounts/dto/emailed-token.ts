import { applyDecorators } from '@nestjs/common';
import { IsString, MaxLength } from 'class-validator';

/** Emailed tokens are 43 characters today; anything far longer is not one of ours. */
const TOKEN_MAX_LENGTH = 256;

/**
 * The secret from a verification or reset link. A malformed one answers with the same
 * message as an unknown or expired one: the link is simply not valid.
 */
export function IsEmailedToken(invalidMessage: string): PropertyDecorator {
  return applyDecorators(IsString({ message: invalidMessage }), MaxLength(TOKEN_MAX_LENGTH, { message: invalidMessage }));
}
