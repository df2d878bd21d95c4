import { describe, expect, it } from '@jest/globals';
import { CommonPasswordListChecker } from './common-password-list-checker';

describe('CommonPasswordListChecker', () => {
  const checker = new CommonPasswordListChecker();

  it('holds at least the 10,000 most common passwords', () => {
    expect(checker.size).toBeGreaterThanOrEqual(10_000);
  });

  it.each(['password', '12345678', 'qwertyuiop', 'iloveyou', 'letmein1'])('finds "%s" common', (password) => {
    expect(checker.isCommon(password)).toBe(true);
  });

  it('ignores case', () => {
    expect(checker.isCommon('PassWord')).toBe(true);
    expect(checker.isCommon('QWERTYUIOP')).toBe(true);
  });

  it('lets a long random passphrase through', () => {
    expect(checker.isCommon('violet-harbour-tractor-quietly-91')).toBe(false);
    expect(checker.isCommon('Zq7#mW2p!Lr9xV4k')).toBe(false);
  });

  it('looks a password up whole, not as part of a longer one', () => {
    expect(checker.isCommon('password-for-the-surveying-office')).toBe(false);
  });
});
