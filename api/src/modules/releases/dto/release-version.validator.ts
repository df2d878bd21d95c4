import { ValidateBy } from 'class-validator';
import { isReleaseVersion } from '@pointforge/domain';

/** A semantic version (release-version.ts in the domain), named `field` in the message. */
export function IsReleaseVersion(field: string): PropertyDecorator {
  return ValidateBy(
    { name: 'isReleaseVersion', validator: { validate: (value: unknown) => typeof value === 'string' && isReleaseVersion(value) } },
    { message: `${field} must be a semantic version such as 1.2.0 or 1.2.0-beta.1.` },
  );
}
