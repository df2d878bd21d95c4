import { encodeCrockford, normalizeCrockford } from '../../shared/crockford-base32';
import type { HmacSha256Port } from '../../shared/hmac.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';

/** What the MAC is computed over, before `mid:jti`: a MAC for nothing else can be replayed as a code. */
export const DEACTIVATION_CODE_CONTEXT = 'pointforge-deactivate:';
/** The HKDF salt of the key a code is computed with. */
export const DEACTIVATION_KEY_SALT = 'pointforge-deactivate';
/** The code keeps the MAC's first 10 bytes: 80 bits, 16 Crockford symbols. */
const CODE_BYTES = 10;
const GROUP_LENGTH = 4;
/** What a person may type: the 16 symbols, in any case, with spaces or dashes anywhere. */
export const DEACTIVATION_CODE_MAX_LENGTH = 40;
const NORMALIZED_CODE = /^[0-9A-HJKMNP-TV-Z]{16}$/;

/** The HKDF info of the key of file `jti` of machine `mid`: the key of one file opens no other. */
export function deactivationKeyInfo(file: { mid: string; jti: string }): string {
  return `${file.mid}:${file.jti}`;
}

/**
 * The offline deactivation code of one licence file (docs/licence-protocol.md): the first
 * 10 bytes of HMAC-SHA-256 keyed with K over "pointforge-deactivate:<mid>:<jti>", in
 * Crockford base32 as XXXX-XXXX-XXXX-XXXX. K = HKDF-SHA-256(X25519(ephemeral, device key),
 * salt "pointforge-deactivate", info "<mid>:<jti>"): the server agrees it with the device's
 * public key and puts only the ephemeral public key (`epk`) in the file, so only the computer
 * holding the device's private key can compute the code; `mid` and `jti` bind it to that
 * device and that file.
 */
export function deactivationCode(hmac: HmacSha256Port, file: { key: Uint8Array; mid: string; jti: string }): string {
  const mac = hmac.mac(file.key, `${DEACTIVATION_CODE_CONTEXT}${file.mid}:${file.jti}`);
  const symbols = encodeCrockford(mac.slice(0, CODE_BYTES));
  return symbols.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))!.join('-');
}

/** Whether typed text can be a code: 16 Crockford symbols once case, spaces, dashes and look-alike letters are set aside. */
export function isDeactivationCode(typed: string): boolean {
  return typed.length <= DEACTIVATION_CODE_MAX_LENGTH && NORMALIZED_CODE.test(normalizeCrockford(typed));
}

/**
 * What the server keeps of a code, and looks a typed one up by: the SHA-256 of its 16
 * symbols (case, spaces, dashes and look-alike letters do not matter). Null for text that
 * cannot be a code.
 */
export function deactivationCodeHash(tokens: TokenGeneratorPort, typed: string): string | null {
  return isDeactivationCode(typed) ? tokens.hashToken(normalizeCrockford(typed)) : null;
}
