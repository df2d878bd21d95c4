import { IsProfileField } from './account-fields';

/** Only these three: the email cannot change, so an `email` field is refused as unknown. */
export class UpdateProfileDto {
  @IsProfileField('firstName')
  firstName?: string | null;

  @IsProfileField('lastName')
  lastName?: string | null;

  @IsProfileField('company')
  company?: string | null;
}
