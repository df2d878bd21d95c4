import { IsString, MaxLength } from 'class-validator';

/** Longer than any user code typed with dashes and spaces; the lookup reads the letters. */
const USER_CODE_INPUT_MAX_LENGTH = 20;
const USER_CODE_MESSAGE = 'userCode must be the code PointForge shows (XXXX-XXXX).';

/** GET /api/oauth/device?user_code=… */
export class DeviceSignInQuery {
  @MaxLength(USER_CODE_INPUT_MAX_LENGTH, { message: 'user_code must be the code PointForge shows (XXXX-XXXX).' })
  @IsString({ message: 'user_code must be the code PointForge shows (XXXX-XXXX).' })
  user_code!: string;
}

/** POST /api/oauth/device/deny */
export class DenyDeviceSignInDto {
  @MaxLength(USER_CODE_INPUT_MAX_LENGTH, { message: USER_CODE_MESSAGE })
  @IsString({ message: USER_CODE_MESSAGE })
  userCode!: string;
}

/** POST /api/oauth/device/approve */
export class ApproveDeviceSignInDto extends DenyDeviceSignInDto {
  @MaxLength(36, { message: 'licenseId must be the id of one of your licenses.' })
  @IsString({ message: 'licenseId must be the id of one of your licenses.' })
  licenseId!: string;
}
