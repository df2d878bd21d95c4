import type { TokenGeneratorPort } from './token-generator.port';

/** Crockford's base32: digits and upper-case letters without I, L, O and U. */
export const CROCKFORD_BASE32_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * `groupCount` groups of `groupLength` random Crockford base32 symbols from the CSPRNG
 * behind `tokens`, 5 bits each. Each symbol takes the low five bits of its own byte: 256
 * is a multiple of 32, so every symbol is exactly uniform, with none of the bias
 * `byte % alphabetLength` would give another alphabet.
 */
export function randomCrockfordGroups(tokens: TokenGeneratorPort, groupCount: number, groupLength: number): string[] {
  const symbolCount = groupCount * groupLength;
  const bytes = tokens.randomBytes(symbolCount);
  if (bytes.length < symbolCount) {
    throw new RangeError(`Expected ${symbolCount} random bytes, got ${bytes.length}`);
  }
  const groups: string[] = [];
  for (let group = 0; group < groupCount; group += 1) {
    let symbols = '';
    for (let i = 0; i < groupLength; i += 1) {
      symbols += CROCKFORD_BASE32_ALPHABET[bytes[group * groupLength + i]! & 0x1f];
    }
    groups.push(symbols);
  }
  return groups;
}

/**
 * What a person typed, read as Crockford base32: case and separators (dashes, spaces)
 * ignored, and the look-alikes I and L read as 1, O as 0, as Crockford's decoding says.
 */
export function normalizeCrockford(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}

/** `bytes` as Crockford base32, five bits a symbol, most significant first (10 bytes: 16 symbols). */
export function encodeCrockford(bytes: Uint8Array): string {
  let text = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      text += CROCKFORD_BASE32_ALPHABET[(buffer >> bits) & 0x1f];
    }
  }
  return bits > 0 ? text + CROCKFORD_BASE32_ALPHABET[(buffer << (5 - bits)) & 0x1f] : text;
}
