import { describe, expect, it } from '@jest/globals';
import { SequentialTokenGenerator } from '@pointforge/domain/testing';
import { CryptoTokenGenerator } from './crypto-token-generator';
import { describeTokenGeneratorContract } from './token-generator.contract';

describeTokenGeneratorContract('CryptoTokenGenerator', () => new CryptoTokenGenerator());
describeTokenGeneratorContract('SequentialTokenGenerator (unit-test fake)', () => new SequentialTokenGenerator());

describe('CryptoTokenGenerator', () => {
  const generator = new CryptoTokenGenerator();

  it('makes 256-bit tokens: 43 base64url characters', () => {
    const { token } = generator.newSecretToken();

    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('stores tokens as their SHA-256, in hex', () => {
    expect(generator.hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('SequentialTokenGenerator', () => {
  it('repeats the same sequence in every test', () => {
    const first = new SequentialTokenGenerator();
    const second = new SequentialTokenGenerator();

    expect(second.newId()).toBe(first.newId());
    expect(second.newSecretToken()).toEqual(first.newSecretToken());
    expect(second.randomBytes(8)).toEqual(first.randomBytes(8));
  });
});
