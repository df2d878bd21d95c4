import * as argon2 from 'argon2';
import { PasswordHasherPort } from '@pointforge/domain';

/**
 * OWASP's argon2id baseline: 19 MiB of memory, two passes, one lane. Raising any of them
 * makes `needsRehash` true for older hashes, and login then stores a new hash.
 */
export const ARGON2_PARAMETERS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const ARGON2_PREFIX = '$argon2';
const ARGON2ID_PREFIX = '$argon2id$';

/** argon2id hashing; the native binding works on libuv's thread pool, off the event loop. */
export class Argon2PasswordHasher extends PasswordHasherPort {
  async hash(plain: string): Promise<string> {
    return argon2.hash(plain, { type: argon2.argon2id, ...ARGON2_PARAMETERS });
  }

  async verify(hash: string, plain: string): Promise<boolean> {
    // No password matches a value that is not an argon2 hash (an account without a
    // password, say); argon2 would throw on it. A damaged argon2 hash still throws.
    if (!hash.startsWith(ARGON2_PREFIX)) {
      return false;
    }
    return argon2.verify(hash, plain);
  }

  needsRehash(hash: string): boolean {
    return !hash.startsWith(ARGON2ID_PREFIX) || argon2.needsRehash(hash, ARGON2_PARAMETERS);
  }
}
