import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import {
  DEVICE_KEY_PATTERN,
  LICENSE_KEY_PREFIX,
  MACHINE_APP_VERSION_MAX_LENGTH,
  MACHINE_FINGERPRINT_MAX_LENGTH,
  MACHINE_FINGERPRINT_PATTERN,
  MACHINE_NAME_MAX_LENGTH,
  MACHINE_PLATFORMS,
} from '@pointforge/domain';

/**
 * Field rules of the desktop licence API's bodies, each with its OpenAPI description, so
 * the published contract (/api/openapi.json) and the validation are one thing. The pipe
 * reports, per field, the failed constraint registered last; applyDecorators registers in
 * the order given, so the basic check comes last here.
 */

/** Longer than any key issued (PF- and five groups of five); a wrong key of a sane length is NOT_FOUND, not 400. */
const LICENSE_KEY_MAX_LENGTH = 64;

/** Optional: a call may send the device's access token (`Authorization: Bearer`) instead; exactly one of the two. */
export function IsLicenseKeyField(): PropertyDecorator {
  const message = `licenseKey must be a license key (${LICENSE_KEY_PREFIX}-XXXXX-…).`;
  return applyDecorators(
    ApiProperty({
      required: false,
      description:
        'The licence key as issued; lower case is read as upper case. A well-formed key that does not exist is NOT_FOUND, not 400. Leave it out when sending an access token (Authorization: Bearer); one of the two is required.',
      minLength: 1,
      maxLength: LICENSE_KEY_MAX_LENGTH,
      example: `${LICENSE_KEY_PREFIX}-3HX9T-QW7KD-M2VNB-8RJCE-Z5TPA`,
    }),
    MaxLength(LICENSE_KEY_MAX_LENGTH, { message }),
    MinLength(1, { message }),
    IsString({ message }),
    IsOptional(),
  );
}

/** `required: false` where the body may leave it out (validate; deactivate by token, whose computer is the token's). */
export function IsFingerprintField({ required = true }: { required?: boolean } = {}): PropertyDecorator {
  const message = 'fingerprint must be 16 to 256 characters of letters, digits and . _ : + / = -';
  return applyDecorators(
    ApiProperty({
      required,
      description: 'An opaque id of the computer that the app computes (a hash of the OS machine id, never the raw id).',
      pattern: MACHINE_FINGERPRINT_PATTERN.source,
      minLength: 16,
      maxLength: MACHINE_FINGERPRINT_MAX_LENGTH,
      example: '9f2c1e7a5b8d4f60a3e1c7b9d2f4a6e8',
    }),
    Matches(MACHINE_FINGERPRINT_PATTERN, { message }),
    IsString({ message }),
    ...(required ? [] : [IsOptional()]),
  );
}

export function IsMachineNameField(): PropertyDecorator {
  const message = `name must be text of at most ${MACHINE_NAME_MAX_LENGTH} characters.`;
  return applyDecorators(
    ApiProperty({
      required: false,
      description: 'What the app calls the computer, usually its host name; shown to the owner.',
      maxLength: MACHINE_NAME_MAX_LENGTH,
      example: 'LAPTOP-7',
    }),
    MaxLength(MACHINE_NAME_MAX_LENGTH, { message }),
    IsString({ message }),
    IsOptional(),
  );
}

/** A computer's operating system: the one field every body and query naming a platform shares (licences, downloads, releases, the feed). */
export function IsPlatformField({
  required = false,
  description = 'The operating system.',
}: { required?: boolean; description?: string } = {}): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ required, enum: MACHINE_PLATFORMS, description }),
    IsIn(MACHINE_PLATFORMS, { message: `platform must be one of ${MACHINE_PLATFORMS.join(', ')}.` }),
    ...(required ? [] : [IsOptional()]),
  );
}

export function IsAppVersionField(): PropertyDecorator {
  const message = `appVersion must be text of at most ${MACHINE_APP_VERSION_MAX_LENGTH} characters.`;
  return applyDecorators(
    ApiProperty({ required: false, description: "The desktop app's version.", maxLength: MACHINE_APP_VERSION_MAX_LENGTH, example: '1.0.7' }),
    MaxLength(MACHINE_APP_VERSION_MAX_LENGTH, { message }),
    IsString({ message }),
    IsOptional(),
  );
}

/** The computer's device key, so that its files carry an offline deactivation code only it can compute (docs/licence-protocol.md). */
export function IsDeactivationKeyField(): PropertyDecorator {
  const message = 'deactivationKey must be an X25519 public key: its 32 bytes in base64url, 43 characters.';
  return applyDecorators(
    ApiProperty({
      required: false,
      description: "The public half of the computer's X25519 device key (32 bytes, base64url): its licence files then carry an offline deactivation code.",
      example: 'j0DFrbaPJWJK5bIU6nZ6bslNgp09e14a0bpvPiE4KF8',
    }),
    Matches(DEVICE_KEY_PATTERN, { message }),
    IsString({ message }),
    IsOptional(),
  );
}
