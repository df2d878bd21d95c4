import { IsFingerprintField, IsLicenseKeyField } from './desktop-license-fields';

/** POST /api/v1/licenses/validate */
export class ValidateLicenseDto {
  @IsLicenseKeyField()
  licenseKey?: string;

  @IsFingerprintField({ required: false })
  fingerprint?: string;
}
