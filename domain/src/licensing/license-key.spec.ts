import { randomBytes } from 'node:crypto';
import { TokenGeneratorPort, type SecretToken } from '../shared/token-generator.port';
import { generateLicenseKey, isLicenseKey, LICENSE_KEY_PATTERN } from './license-key';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Only randomBytes matters here; the test (not the domain) may use node:crypto. */
class BytesSource extends TokenGeneratorPort {
  requested: number[] = [];
  constructor(private readonly next: (count: number) => Uint8Array) {
    super();
  }
  newId(): string {
    throw new Error('not used');
  }
  newSecretToken(): SecretToken {
    throw new Error('not used');
  }
  hashToken(): string {
    throw new Error('not used');
  }
  randomBytes(count: number): Uint8Array {
    this.requested.push(count);
    return this.next(count);
  }
}

const cryptoSource = () => new BytesSource((count) => new Uint8Array(randomBytes(count)));
const fixedSource = (bytes: number[]) => new BytesSource(() => Uint8Array.from(bytes));

describe('generateLicenseKey', () => {
  it('has the PF-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX shape', () => {
    const key = generateLicenseKey(cryptoSource());
    expect(key).toMatch(/^PF-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(key).toHaveLength(32);
    expect(isLicenseKey(key)).toBe(true);
  });

  it('asks the CSPRNG for one byte per symbol', () => {
    const source = cryptoSource();
    generateLicenseKey(source);
    expect(source.requested).toEqual([25]);
  });

  it('maps each byte by its low five bits onto the Crockford alphabet', () => {
    const bytes = Array.from({ length: 25 }, (_, i) => i);
    expect(generateLicenseKey(fixedSource(bytes))).toBe('PF-01234-56789-ABCDE-FGHJK-MNPQR');
    // 32, 64, 224 and 255 wrap: 255 & 31 = 31 = 'Z', 224 & 31 = 0 = '0'.
    const high = [31, 32, 63, 224, 255, ...Array.from({ length: 20 }, () => 255)];
    expect(generateLicenseKey(fixedSource(high))).toBe('PF-Z0Z0Z-ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ');
  });

  it('reaches every symbol and every symbol equally often across all byte values', () => {
    const counts = new Map<string, number>();
    for (let offset = 0; offset < 256; offset += 25) {
      const bytes = Array.from({ length: 25 }, (_, i) => (offset + i) % 256);
      for (const symbol of generateLicenseKey(fixedSource(bytes)).slice(3).replace(/-/g, '')) {
        counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
      }
    }
    expect([...counts.keys()].sort().join('')).toBe([...ALPHABET].sort().join(''));

    // Exhaustively: the 256 byte values map onto the 32 symbols exactly 8 times each (no modulo bias).
    const perSymbol = new Map<string, number>();
    for (let byte = 0; byte < 256; byte += 1) {
      const symbol = generateLicenseKey(fixedSource(Array.from({ length: 25 }, () => byte)))[3]!;
      perSymbol.set(symbol, (perSymbol.get(symbol) ?? 0) + 1);
    }
    expect(perSymbol.size).toBe(32);
    expect(new Set(perSymbol.values())).toEqual(new Set([8]));
  });

  it('never uses I, L, O or U, and 10,000 keys are all distinct and valid', () => {
    const source = cryptoSource();
    const keys = new Set<string>();
    for (let i = 0; i < 10_000; i += 1) keys.add(generateLicenseKey(source));
    expect(keys.size).toBe(10_000);
    for (const key of keys) {
      expect(LICENSE_KEY_PATTERN.test(key)).toBe(true);
      expect(key.slice(3)).not.toMatch(/[ILOU]/);
    }
  });

  it('refuses a byte source that returns too few bytes', () => {
    expect(() => generateLicenseKey(fixedSource([1, 2, 3]))).toThrow(RangeError);
  });
});

describe('LICENSE_KEY_PATTERN', () => {
  it.each(['PF-00000-00000-00000-00000-00000', 'PF-ZZZZZ-YYYYY-XXXXX-WWWWW-VVVVV', 'PF-ABCDE-FGHJK-MNPQR-STVWX-YZ012'])('accepts %s', (key) =>
    expect(LICENSE_KEY_PATTERN.test(key)).toBe(true),
  );

  it.each([
    ['lower case', 'pf-abcde-fghjk-mnpqr-stvwx-yz012'],
    ['letter I', 'PF-ABCDI-FGHJK-MNPQR-STVWX-YZ012'],
    ['letter L', 'PF-ABCDL-FGHJK-MNPQR-STVWX-YZ012'],
    ['letter O', 'PF-ABCDO-FGHJK-MNPQR-STVWX-YZ012'],
    ['letter U', 'PF-ABCDU-FGHJK-MNPQR-STVWX-YZ012'],
    ['wrong prefix', 'PX-ABCDE-FGHJK-MNPQR-STVWX-YZ012'],
    ['four groups', 'PF-ABCDE-FGHJK-MNPQR-STVWX'],
    ['six groups', 'PF-ABCDE-FGHJK-MNPQR-STVWX-YZ012-34567'],
    ['short group', 'PF-ABCD-FGHJK-MNPQR-STVWX-YZ012'],
    ['no dashes', 'PFABCDEFGHJKMNPQRSTVWXYZ012'],
    ['surrounding space', ' PF-ABCDE-FGHJK-MNPQR-STVWX-YZ012 '],
    ['trailing newline', 'PF-ABCDE-FGHJK-MNPQR-STVWX-YZ012\n'],
    ['empty', ''],
  ])('refuses %s', (_, key) => expect(isLicenseKey(key)).toBe(false));
});
