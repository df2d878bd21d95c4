import { applyDecorators } from '@nestjs/common';
import { IsString, MaxLength } from 'class-validator';

/** Issued tokens are 43 characters today; anything far longer is not one of ours. */
const TOKEN_MAX_LENGTH = 256;

/**
 * A secret the server issued: from a verification or reset link, or the pending sign-in of
 * a two-factor login. A malformed one answers with the same message as an unknown or
 * expired one: it is simply not valid.
 */
export function IsEmailedToken(invalidMessage: string): PropertyDecorator {
  return applyDecorators(IsString({ message: invalidMessage }), MaxLength(TOKEN_MAX_LENGTH, { message: invalidMessage }));
}
