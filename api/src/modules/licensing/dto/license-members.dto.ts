import { IsString, MaxLength } from 'class-validator';
import { IsNormalizedEmail } from '../../../common/http/validation';

/** Ids in paths are UUIDs (the owner's row in the members list is `owner`). */
const ID_MAX_LENGTH = 36;

/** POST /api/licenses/:licenseId/members */
export class InviteMemberDto {
  @IsNormalizedEmail()
  email!: string;
}

export class LicenseParams {
  @IsString()
  @MaxLength(ID_MAX_LENGTH)
  licenseId!: string;
}

export class LicenseMemberParams extends LicenseParams {
  @IsString()
  @MaxLength(ID_MAX_LENGTH)
  memberId!: string;
}

export class LicenseInvitationParams extends LicenseParams {
  @IsString()
  @MaxLength(ID_MAX_LENGTH)
  invitationId!: string;
}
