import type { MachinePlatform } from '@pointforge/domain';
import {
  IsAppVersionField,
  IsDeactivationKeyField,
  IsFingerprintField,
  IsLicenseKeyField,
  IsMachineNameField,
  IsPlatformField,
} from './desktop-license-fields';

/** POST /api/v1/licenses/activate */
export class ActivateLicenseDto {
  @IsLicenseKeyField()
  licenseKey?: string;

  @IsFingerprintField()
  fingerprint!: string;

  @IsMachineNameField()
  name?: string;

  @IsPlatformField()
  platform?: MachinePlatform;

  @IsAppVersionField()
  appVersion?: string;

  @IsDeactivationKeyField()
  deactivationKey?: string;
}
