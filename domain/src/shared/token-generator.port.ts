/** A secret handed to a user (in a link) together with the only form the server keeps. */
export interface SecretToken {
  /** URL-safe, at least 128 random bits; never stored. */
  token: string;
  /** SHA-256 of `token`, hex; what the database holds. */
  hash: string;
}

/** Identifiers and secrets from a cryptographically secure source. */
export abstract class TokenGeneratorPort {
  /** A new random UUID for an entity id. */
  abstract newId(): string;
  /** A new secret for a verification, reset or session link. */
  abstract newSecretToken(): SecretToken;
  /** The stored form of a secret the user presents. */
  abstract hashToken(token: string): string;
  /** `count` bytes from a CSPRNG (licence keys are built from these in the domain). */
  abstract randomBytes(count: number): Uint8Array;
}
