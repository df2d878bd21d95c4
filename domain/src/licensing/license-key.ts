import {
  CROCKFORD_BASE32_ALPHABET,
  LICENSE_KEY_GROUP_COUNT,
  LICENSE_KEY_GROUP_LENGTH,
  LICENSE_KEY_PREFIX,
} from '../catalog/constants';
import type { TokenGeneratorPort } from '../shared/token-generator.port';

const SYMBOL_COUNT = LICENSE_KEY_GROUP_COUNT * LICENSE_KEY_GROUP_LENGTH;

/** A whole licence key: `PF-` and five dash-separated groups of five Crockford base32 symbols. */
export const LICENSE_KEY_PATTERN = new RegExp(
  `^${LICENSE_KEY_PREFIX}(?:-[${CROCKFORD_BASE32_ALPHABET}]{${LICENSE_KEY_GROUP_LENGTH}}){${LICENSE_KEY_GROUP_COUNT}}$`,
);

export function isLicenseKey(value: string): boolean {
  return LICENSE_KEY_PATTERN.test(value);
}

/**
 * A new licence key from the CSPRNG behind `tokens` (125 random bits). Each symbol takes
 * the low five bits of its own byte: 256 is a multiple of 32, so every symbol is exactly
 * uniform, with none of the bias `byte % alphabetLength` would give another alphabet.
 * Uniqueness across all keys is the database's unique index; a collision at 2^125 is
 * not a practical concern.
 */
export function generateLicenseKey(tokens: TokenGeneratorPort): string {
  const bytes = tokens.randomBytes(SYMBOL_COUNT);
  if (bytes.length < SYMBOL_COUNT) {
    throw new RangeError(`Expected ${SYMBOL_COUNT} random bytes, got ${bytes.length}`);
  }
  const groups: string[] = [];
  for (let group = 0; group < LICENSE_KEY_GROUP_COUNT; group += 1) {
    let symbols = '';
    for (let i = 0; i < LICENSE_KEY_GROUP_LENGTH; i += 1) {
      symbols += CROCKFORD_BASE32_ALPHABET[bytes[group * LICENSE_KEY_GROUP_LENGTH + i]! & 0x1f];
    }
    groups.push(symbols);
  }
  return [LICENSE_KEY_PREFIX, ...groups].join('-');
}
