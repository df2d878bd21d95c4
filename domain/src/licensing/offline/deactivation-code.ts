import { encodeCrockford, normalizeCrockford } from '../../shared/crockford-base32';
import type { HmacSha256Port } from '../../shared/hmac.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';

/** What the MAC is computed over, before `mid:jti`: a MAC for nothing else can be replayed as a code. */
export const DEACTIVATION_CODE_CONTEXT = 'pointforge-deactivate:';
/** The code keeps the MAC's first 10 bytes: 80 bits, 16 Crockford symbols. */
const CODE_BYTES = 10;
const GROUP_LENGTH = 4;
/** What a person may type: the 16 symbols, in any case, with spaces or dashes anywhere. */
export const DEACTIVATION_CODE_MAX_LENGTH = 40;
const NORMALIZED_CODE = /^[0-9A-HJKMNP-TV-Z]{16}$/;

/**
 * The offline deactivation code of one licence file (docs/licence-protocol.md): the first
 * 10 bytes of HMAC-SHA-256 keyed with the file's `dsec` over
 * "pointforge-deactivate:<mid>:<jti>", in Crockford base32 as XXXX-XXXX-XXXX-XXXX. Only the
 * app holding the file knows `dsec`, so a code proves it gave the file up; `mid` and `jti`
 * bind it to that device and that file.
 */
export function deactivationCode(hmac: HmacSha256Port, file: { dsecBytes: Uint8Array; mid: string; jti: string }): string {
  const mac = hmac.mac(file.dsecBytes, `${DEACTIVATION_CODE_CONTEXT}${file.mid}:${file.jti}`);
  const symbols = encodeCrockford(mac.slice(0, CODE_BYTES));
  return symbols.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))!.join('-');
}

/**
 * What the server keeps of a code, and looks a typed one up by: the SHA-256 of its 16
 * symbols (case, spaces, dashes and look-alike letters do not matter). Null for text that
 * cannot be a code.
 */
export function deactivationCodeHash(tokens: TokenGeneratorPort, typed: string): string | null {
  const normalized = normalizeCrockford(typed);
  return NORMALIZED_CODE.test(normalized) ? tokens.hashToken(normalized) : null;
}
