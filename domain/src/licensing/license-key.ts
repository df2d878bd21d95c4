import { CROCKFORD_BASE32_ALPHABET, LICENSE_KEY_GROUP_COUNT, LICENSE_KEY_GROUP_LENGTH, LICENSE_KEY_PREFIX } from '../catalog/constants';
import { randomCrockfordGroups } from '../shared/crockford-base32';
import type { TokenGeneratorPort } from '../shared/token-generator.port';

/** A whole licence key: `PF-` and five dash-separated groups of five Crockford base32 symbols. */
export const LICENSE_KEY_PATTERN = new RegExp(
  `^${LICENSE_KEY_PREFIX}(?:-[${CROCKFORD_BASE32_ALPHABET}]{${LICENSE_KEY_GROUP_LENGTH}}){${LICENSE_KEY_GROUP_COUNT}}$`,
);

export function isLicenseKey(value: string): boolean {
  return LICENSE_KEY_PATTERN.test(value);
}

/**
 * A new licence key from the CSPRNG behind `tokens` (125 random bits). Uniqueness across
 * all keys is the database's unique index; a collision at 2^125 is not a practical concern.
 */
export function generateLicenseKey(tokens: TokenGeneratorPort): string {
  const groups = randomCrockfordGroups(tokens, LICENSE_KEY_GROUP_COUNT, LICENSE_KEY_GROUP_LENGTH);
  return [LICENSE_KEY_PREFIX, ...groups].join('-');
}
