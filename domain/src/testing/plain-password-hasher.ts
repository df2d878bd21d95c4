import { PasswordHasherPort } from '../accounts/password-hasher.port';

const CURRENT = 'plain:';
const OUTDATED = 'plain-outdated:';

/**
 * A password "hasher" for unit tests: instant where argon2 takes tens of milliseconds, and
 * readable on purpose (`plain:<salt>:<password>`). The salt makes two hashes of one password
 * differ, as real ones do.
 */
export class PlainPasswordHasher extends PasswordHasherPort {
  private salt = 0;

  async hash(plain: string): Promise<string> {
    this.salt += 1;
    return `${CURRENT}${this.salt}:${plain}`;
  }

  async verify(hash: string, plain: string): Promise<boolean> {
    const match = /^plain(?:-outdated)?:\d+:(.*)$/s.exec(hash);
    return match !== null && match[1] === plain;
  }

  needsRehash(hash: string): boolean {
    return !hash.startsWith(CURRENT);
  }

  /** A hash as if made with weaker parameters: it verifies, and `needsRehash` asks for a new one. */
  async hashWithOutdatedParameters(plain: string): Promise<string> {
    return (await this.hash(plain)).replace(CURRENT, OUTDATED);
  }
}
