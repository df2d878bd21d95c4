import { PickType } from '@nestjs/swagger';
import { RegisterDto } from './register.dto';

/**
 * The profile fields as sign-up takes them, and only those: the email cannot change, so an
 * `email` field is refused as unknown.
 */
export class UpdateProfileDto extends PickType(RegisterDto, ['firstName', 'lastName', 'company'] as const) {}
