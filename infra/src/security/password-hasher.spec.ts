import { describe, expect, it } from '@jest/globals';
import * as argon2 from 'argon2';
import { PlainPasswordHasher } from '@pointforge/domain/testing';
import { ARGON2_PARAMETERS, Argon2PasswordHasher } from './argon2-password-hasher';
import { describePasswordHasherContract } from './password-hasher.contract';

describePasswordHasherContract('Argon2PasswordHasher', () => new Argon2PasswordHasher());
describePasswordHasherContract('PlainPasswordHasher (unit-test fake)', () => new PlainPasswordHasher());

describe('Argon2PasswordHasher', () => {
  const hasher = new Argon2PasswordHasher();

  it('hashes with argon2id at m=19456 KiB, t=2, p=1', async () => {
    expect(ARGON2_PARAMETERS).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(await hasher.hash('surveyor-2025')).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('asks to rehash a hash made with weaker parameters, which still verifies', async () => {
    const weaker = await argon2.hash('surveyor-2025', { type: argon2.argon2id, memoryCost: 4_096, timeCost: 1, parallelism: 1 });

    expect(hasher.needsRehash(weaker)).toBe(true);
    expect(await hasher.verify(weaker, 'surveyor-2025')).toBe(true);
  });

  it('asks to rehash a hash of another argon2 variant', async () => {
    const argon2i = await argon2.hash('surveyor-2025', { type: argon2.argon2i, ...ARGON2_PARAMETERS });

    expect(hasher.needsRehash(argon2i)).toBe(true);
  });

  it('rejects a damaged argon2 hash loudly rather than as a wrong password', async () => {
    await expect(hasher.verify('$argon2id$v=19$m=19456,t=2,p=1$broken', 'x')).rejects.toThrow();
  });
});

describe('PlainPasswordHasher', () => {
  it('can make a hash that verifies but asks to be rehashed, for login rehash tests', async () => {
    const hasher = new PlainPasswordHasher();
    const outdated = await hasher.hashWithOutdatedParameters('surveyor-2025');

    expect(await hasher.verify(outdated, 'surveyor-2025')).toBe(true);
    expect(hasher.needsRehash(outdated)).toBe(true);
  });
});
