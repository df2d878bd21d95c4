import { applyDecorators } from '@nestjs/common';
import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import {
  LICENSE_KEY_PREFIX,
  MACHINE_APP_VERSION_MAX_LENGTH,
  MACHINE_FINGERPRINT_PATTERN,
  MACHINE_NAME_MAX_LENGTH,
  MACHINE_PLATFORMS,
} from '@pointforge/domain';

/**
 * Field rules of the desktop licence API's bodies. The pipe reports, per field, the failed
 * constraint registered last; applyDecorators registers in the order given, so the basic
 * check comes last here.
 */

/** Longer than any key issued (PF- and five groups of five); a wrong key of a sane length is NOT_FOUND, not 400. */
const LICENSE_KEY_MAX_LENGTH = 64;

export function IsLicenseKeyField(): PropertyDecorator {
  const message = `licenseKey must be a license key (${LICENSE_KEY_PREFIX}-XXXXX-…).`;
  return applyDecorators(MaxLength(LICENSE_KEY_MAX_LENGTH, { message }), MinLength(1, { message }), IsString({ message }));
}

export function IsFingerprintField(): PropertyDecorator {
  const message = 'fingerprint must be 16 to 256 characters of letters, digits and . _ : + / = -';
  return applyDecorators(Matches(MACHINE_FINGERPRINT_PATTERN, { message }), IsString({ message }));
}

export function IsMachineNameField(): PropertyDecorator {
  const message = `name must be text of at most ${MACHINE_NAME_MAX_LENGTH} characters.`;
  return applyDecorators(MaxLength(MACHINE_NAME_MAX_LENGTH, { message }), IsString({ message }), IsOptional());
}

export function IsPlatformField(): PropertyDecorator {
  return applyDecorators(IsIn(MACHINE_PLATFORMS, { message: `platform must be one of ${MACHINE_PLATFORMS.join(', ')}.` }), IsOptional());
}

export function IsAppVersionField(): PropertyDecorator {
  const message = `appVersion must be text of at most ${MACHINE_APP_VERSION_MAX_LENGTH} characters.`;
  return applyDecorators(MaxLength(MACHINE_APP_VERSION_MAX_LENGTH, { message }), IsString({ message }), IsOptional());
}
