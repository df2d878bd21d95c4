import { IsOptional } from 'class-validator';
import { IsFingerprintField, IsLicenseKeyField } from './desktop-license-fields';

/** POST /api/v1/licenses/validate */
export class ValidateLicenseDto {
  @IsLicenseKeyField()
  licenseKey!: string;

  @IsFingerprintField()
  @IsOptional()
  fingerprint?: string;
}
