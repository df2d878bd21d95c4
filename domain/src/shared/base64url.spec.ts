import { encodeCrockford } from './crockford-base32';
import { utf8Bytes } from '../testing/utf8-bytes';
import { decodeBase64url, encodeBase64url, utf8Text } from './base64url';

describe('base64url and UTF-8', () => {
  it('encodes as RFC 4648 base64url without padding, and decodes it back', () => {
    // RFC 4648 section 10's vectors, in the URL-safe alphabet and unpadded.
    const vectors: Array<[string, string]> = [
      ['', ''],
      ['f', 'Zg'],
      ['fo', 'Zm8'],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg'],
      ['fooba', 'Zm9vYmE'],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [text, encoded] of vectors) {
      expect(encodeBase64url(utf8Bytes(text))).toBe(encoded);
      expect(utf8Text(decodeBase64url(encoded)!)).toBe(text);
    }
    expect(encodeBase64url(Uint8Array.from([0xfb, 0xff, 0xbf]))).toBe('-_-_');
    expect(decodeBase64url('-_-_')).toEqual(Uint8Array.from([0xfb, 0xff, 0xbf]));
  });

  it('refuses what is not base64url, and bytes that are not UTF-8', () => {
    expect(decodeBase64url('Zm9v+')).toBeNull();
    expect(decodeBase64url('Z')).toBeNull();
    expect(utf8Text(Uint8Array.from([0xc3]))).toBeNull();
    expect(utf8Text(Uint8Array.from([0xc0, 0x80]))).toBeNull();
    expect(utf8Text(Uint8Array.from([0xed, 0xa0, 0x80]))).toBeNull();
  });

  it('round-trips text in every UTF-8 length', () => {
    const text = 'A é ₂ 𝄞 Grubengerät';
    expect(utf8Text(utf8Bytes(text))).toBe(text);
    expect(utf8Bytes('é ₂ 𝄞')).toEqual(Uint8Array.from([0xc3, 0xa9, 0x20, 0xe2, 0x82, 0x82, 0x20, 0xf0, 0x9d, 0x84, 0x9e]));
  });
});

describe('encodeCrockford', () => {
  it('writes five bits a symbol, most significant first', () => {
    expect(encodeCrockford(Uint8Array.from([0x5d, 0xb3, 0x4f, 0xbb, 0xea, 0xde, 0x72, 0x60, 0x0b, 0x47]))).toBe('BPSMZEZAVSS602T7');
    expect(encodeCrockford(Uint8Array.from([0xff]))).toBe('ZW');
  });
});
