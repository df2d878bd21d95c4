import { IsFingerprintField, IsLicenseKeyField } from './desktop-license-fields';

/** POST /api/v1/licenses/deactivate */
export class DeactivateLicenseDto {
  @IsLicenseKeyField()
  licenseKey?: string;

  @IsFingerprintField({ required: false })
  fingerprint?: string;
}
