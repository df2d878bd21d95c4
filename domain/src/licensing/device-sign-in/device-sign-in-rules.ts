import { HOUR_MS, DAY_MS } from '../../shared/time';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';

/** The one client the server knows: the desktop app, a public client (RFC 6749 §2.1) without a secret. */
export const DESKTOP_CLIENT_ID = 'pointforge-desktop';
/** The scope every desktop token carries: running the licence on this computer. */
export const DESKTOP_SCOPE = 'license';

/** RFC 8628 §3.5: each slow_down adds five seconds to the interval of that device code. */
export const SLOW_DOWN_STEP_SECONDS = 5;
/** Defaults for the device code's life and polling interval (configurable, so tests can run it short). */
export const DEVICE_CODE_LIFETIME_SECONDS = 900;
export const DEVICE_CODE_INTERVAL_SECONDS = 5;

/** An access token is short-lived: a revoked seat or device shows within the hour even offline from us. */
export const ACCESS_TOKEN_LIFETIME_MS = HOUR_MS;
/** A refresh token lasts 90 days from its last use; each refresh replaces it. */
export const REFRESH_TOKEN_LIFETIME_MS = 90 * DAY_MS;

/**
 * RFC 8628 §6.1's alphabet: twenty consonants without vowels (no words) and without the
 * letters easily taken for digits; eight of them give 20^8 ≈ 2^34.6 codes.
 */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
export const USER_CODE_LENGTH = 8;

/** A new user code from the CSPRNG, normalised (no dash); rejection sampling keeps every letter equally likely. */
export function generateUserCode(tokens: TokenGeneratorPort): string {
  const limit = 256 - (256 % USER_CODE_ALPHABET.length);
  let code = '';
  while (code.length < USER_CODE_LENGTH) {
    for (const byte of tokens.randomBytes(USER_CODE_LENGTH * 2)) {
      if (byte < limit && code.length < USER_CODE_LENGTH) code += USER_CODE_ALPHABET[byte % USER_CODE_ALPHABET.length];
    }
  }
  return code;
}

/** How a user code is shown and typed: XXXX-XXXX. */
export function formatUserCode(userCode: string): string {
  return `${userCode.slice(0, 4)}-${userCode.slice(4)}`;
}

/**
 * What a person typed, read case- and dash-insensitively (spaces too); null when it cannot
 * be a user code, so the lookup does not even ask the database.
 */
export function normaliseUserCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return code.length === USER_CODE_LENGTH && [...code].every((letter) => USER_CODE_ALPHABET.includes(letter)) ? code : null;
}
