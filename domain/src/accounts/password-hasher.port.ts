/** One-way password hashing (argon2id in production). Runs off the event loop. */
export abstract class PasswordHasherPort {
  abstract hash(plain: string): Promise<string>;
  abstract verify(hash: string, plain: string): Promise<boolean>;
  /** True when `hash` was made with weaker parameters than today's, so login rehashes it. */
  abstract needsRehash(hash: string): boolean;
}
