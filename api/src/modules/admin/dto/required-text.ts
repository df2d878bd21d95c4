import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** A required text field of a console action (a reason, a note): not blank once trimmed, at most `maxLength` characters. */
export function IsRequiredText(name: string, maxLength: number): PropertyDecorator {
  const message = `${name} is required, at most ${maxLength} characters.`;
  return applyDecorators(IsString({ message }), IsNotEmpty({ message }), MaxLength(maxLength, { message }));
}
