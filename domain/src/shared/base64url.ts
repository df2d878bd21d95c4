/*
 * base64url (RFC 4648 section 5, no padding) and UTF-8 decoding, by hand: the domain runs in
 * the browser and on the server and may use neither Buffer nor the DOM's TextDecoder.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE_OF = new Map([...ALPHABET].map((symbol, value) => [symbol, value]));

export function encodeBase64url(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const symbols = Math.ceil((Math.min(3, bytes.length - i) * 8) / 6);
    for (let s = 0; s < symbols; s += 1) text += ALPHABET[(chunk >> (18 - 6 * s)) & 0x3f];
  }
  return text;
}

/** The bytes of unpadded base64url text, or null when it is not that (a stray symbol, an impossible length). */
export function decodeBase64url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let written = 0;
  for (const symbol of text) {
    const value = VALUE_OF.get(symbol);
    if (value === undefined) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[written++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}

/** The text of UTF-8 bytes, or null when they are not well-formed UTF-8. */
export function utf8Text(bytes: Uint8Array): string | null {
  let text = '';
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i]!;
    const length = lead < 0x80 ? 1 : lead >= 0xc2 && lead < 0xe0 ? 2 : lead >= 0xe0 && lead < 0xf0 ? 3 : lead >= 0xf0 && lead < 0xf5 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) return null;
    let code = length === 1 ? lead : lead & (0xff >> (length + 1));
    for (let k = 1; k < length; k += 1) {
      const next = bytes[i + k]!;
      if ((next & 0xc0) !== 0x80) return null;
      code = (code << 6) | (next & 0x3f);
    }
    const shortest = [0, 0, 0x80, 0x800, 0x10000][length]!;
    if (code < shortest || code > 0x10ffff || (code >= 0xd800 && code < 0xe000)) return null;
    text += String.fromCodePoint(code);
    i += length;
  }
  return text;
}
