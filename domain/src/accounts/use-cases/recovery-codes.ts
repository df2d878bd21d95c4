import { RECOVERY_CODE_COUNT, RECOVERY_CODE_GROUP_COUNT, RECOVERY_CODE_GROUP_LENGTH } from '../../catalog/constants';
import { normalizeCrockford, randomCrockfordGroups } from '../../shared/crockford-base32';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';

export interface NewRecoveryCodes {
  /** Shown to the user once, as `XXXX-XXXX-XXXX-XXXX`; never stored. */
  codes: string[];
  /** What the database keeps: the SHA-256 of each code's normalised form. */
  hashes: string[];
}

/**
 * Ten fresh recovery codes of 80 random bits each: far beyond guessing, so a plain SHA-256
 * (the hash of the other single-use secrets) is enough to keep them safe at rest.
 */
export function newRecoveryCodes(tokens: TokenGeneratorPort): NewRecoveryCodes {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    randomCrockfordGroups(tokens, RECOVERY_CODE_GROUP_COUNT, RECOVERY_CODE_GROUP_LENGTH).join('-'),
  );
  return { codes, hashes: codes.map((code) => recoveryCodeHash(tokens, code)) };
}

/** The stored form of a code as typed: dashes, spaces, case and look-alike letters do not matter. */
export function recoveryCodeHash(tokens: TokenGeneratorPort, typed: string): string {
  return tokens.hashToken(normalizeCrockford(typed));
}
